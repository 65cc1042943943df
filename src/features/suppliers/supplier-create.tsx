/**
 * 'Criar um novo fornecedor' (spec 02 §2 "Suppliers", §5): the supplier's
 * general details for the company of the address, queued through the
 * outbox. On success: the company page.
 */
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import {
  supplierCreateSchema,
  type SupplierCreateInput,
  type SupplierFormValues,
} from '../../domain/schemas/suppliers';
import { companyHome } from '../../ui/admin-paths';
import { CompanyFormPage } from '../../ui/company-form-page';
import { toastError, toastSuccess } from '../../ui/toaster';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createSupplier } from './actions/supplier-writes';
import { SupplierInputs } from './supplier-inputs';
import { SUPPLIER_TEXTS } from './supplier-texts';

const resolver = valibotResolver(supplierCreateSchema);

export function SupplierCreate() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, actor?.uuid],
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SupplierFormValues, unknown, SupplierCreateInput>({
    resolver,
    defaultValues: {
      companyUuid: companyId,
      isFrequent: false,
      name: '',
      street: '',
      parish: '',
      county: '',
      district: '',
      phone: '',
      email: '',
      nif: '',
      notes: '',
    },
    mode: 'onSubmit',
  });
  const back = companyHome(actor, companyId, 'suppliers');

  const submit = handleSubmit(async (values) => {
    try {
      await createSupplier(values);
      toastSuccess(SUPPLIER_TEXTS.created);
      navigate(back);
    } catch {
      toastError(SUPPLIER_TEXTS.createError);
    }
  });

  return (
    <CompanyFormPage
      title={SUPPLIER_TEXTS.createTitle}
      company={company}
      missingText={SUPPLIER_TEXTS.companyMissing}
      submitLabel="Criar fornecedor"
      formTestId="supplier-form"
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
      back={back}
    >
      <SupplierInputs
        field={(name) => register(name)}
        errors={errors}
        isFrequent={watch('isFrequent') === true}
        onFrequentChange={(value) => setValue('isFrequent', value, { shouldDirty: true })}
      />
    </CompanyFormPage>
  );
}
