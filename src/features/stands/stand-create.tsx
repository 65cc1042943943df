/**
 * 'Criar um novo stand' (spec 01 §2 "Create stand"): name, location, address
 * for the company of the address; queued through the outbox. On success: the
 * company page.
 */
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { standCreateSchema, type StandCreateInput, type StandFormValues } from '../../domain/schemas/stands';
import { companyHome } from '../../ui/admin-paths';
import { CompanyFormPage } from '../../ui/company-form-page';
import { toastError, toastSuccess } from '../../ui/toaster';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createStand } from './actions/stand-writes';
import { StandInputs } from './stand-inputs';
import { STAND_TEXTS } from './stand-texts';

const resolver = valibotResolver(standCreateSchema);

export function StandCreate() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, user?.uuid],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<StandFormValues, unknown, StandCreateInput>({
    resolver,
    defaultValues: { name: '', location: '', address: '', companyUuid: companyId },
    mode: 'onSubmit',
  });
  const back = companyHome(user, companyId, 'stands');

  const submit = handleSubmit(async (values) => {
    try {
      await createStand(values);
      toastSuccess(STAND_TEXTS.saved);
      navigate(back);
    } catch {
      toastError(STAND_TEXTS.createError);
    }
  });

  return (
    <CompanyFormPage
      title={STAND_TEXTS.createTitle}
      company={company}
      missingText={STAND_TEXTS.companyMissing}
      submitLabel="Criar stand"
      formTestId="stand-form"
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
      back={back}
    >
      <StandInputs register={register} errors={errors} />
    </CompanyFormPage>
  );
}
