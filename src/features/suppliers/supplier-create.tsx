/**
 * 'Criar um novo fornecedor' (spec 02 §2 "Suppliers", §5): the supplier's
 * general details for the company of the address, queued through the
 * outbox. On success: the company page.
 */
import { useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import {
  supplierCreateSchema,
  type SupplierCreateInput,
  type SupplierFormValues,
} from '../../domain/schemas/suppliers';
import { companyHome } from '../../ui/admin-paths';
import { CompanyFormPage } from '../../ui/company-form-page';
import { useCreateForm } from '../../ui/use-create-form';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createSupplier } from './actions/supplier-writes';
import { SupplierInputs } from './supplier-inputs';
import { SUPPLIER_TEXTS } from './supplier-texts';

const resolver = valibotResolver(supplierCreateSchema);

export function SupplierCreate() {
  const { companyId = '' } = useParams();
  const actor = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, actor?.uuid],
  );
  const { form, state } = useCreateForm<SupplierFormValues, SupplierCreateInput>({
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
    create: createSupplier,
    texts: { done: SUPPLIER_TEXTS.created, error: SUPPLIER_TEXTS.createError },
    back: companyHome(actor, companyId, 'suppliers'),
  });

  return (
    <CompanyFormPage texts={SUPPLIER_TEXTS} company={company} formTestId="supplier-form" form={state}>
      <SupplierInputs
        field={(name) => form.register(name)}
        errors={form.formState.errors}
        isFrequent={form.watch('isFrequent') === true}
        onFrequentChange={(value) => form.setValue('isFrequent', value, { shouldDirty: true })}
      />
    </CompanyFormPage>
  );
}
