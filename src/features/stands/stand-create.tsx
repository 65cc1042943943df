/**
 * 'Criar um novo stand' (spec 01 §2 "Create stand"): name, location, address
 * for the company of the address; queued through the outbox. On success: the
 * company page.
 */
import { useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { standCreateSchema, type StandCreateInput, type StandFormValues } from '../../domain/schemas/stands';
import { companyHome } from '../../ui/admin-paths';
import { CompanyFormPage } from '../../ui/company-form-page';
import { useCreateForm } from '../../ui/use-create-form';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createStand } from './actions/stand-writes';
import { StandInputs } from './stand-inputs';
import { STAND_TEXTS } from './stand-texts';

const resolver = valibotResolver(standCreateSchema);

export function StandCreate() {
  const { companyId = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, user?.uuid],
  );
  const { form, state } = useCreateForm<StandFormValues, StandCreateInput>({
    resolver,
    defaultValues: { name: '', location: '', address: '', companyUuid: companyId },
    create: createStand,
    texts: { done: STAND_TEXTS.saved, error: STAND_TEXTS.createError },
    back: companyHome(user, companyId, 'stands'),
  });

  return (
    <CompanyFormPage texts={STAND_TEXTS} company={company} formTestId="stand-form" form={state}>
      <StandInputs register={form.register} errors={form.formState.errors} />
    </CompanyFormPage>
  );
}
