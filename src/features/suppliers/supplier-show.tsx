/**
 * The supplier page (spec 02 §2 "Suppliers", §5, §6): the general details in
 * view or edit mode ('Editar fornecedor', 'Guardar informação', 'Cancelar');
 * the street is upper-cased; 'Eliminar' for who may delete. An unknown
 * supplier: 'Este fornecedor não existe'.
 */
import { Stack } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import type * as v from 'valibot';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Supplier } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { supplierUpdateSchema, type SupplierUpdateInput } from '../../domain/schemas/suppliers';
import { companyHome } from '../../ui/admin-paths';
import { DeleteButton } from '../../ui/delete-button';
import { DetailLayout, DetailPage, EditorButtons } from '../../ui/detail-layout';
import { ScreenRoutes } from '../../ui/screen-routes';
import { useConfirmedWrite } from '../../ui/use-confirmed-write';
import { useDetailForm } from '../../ui/use-detail-form';
import { valibotResolver } from '../../ui/valibot-resolver';
import { deleteSupplier, updateSupplier } from './actions/supplier-writes';
import { SupplierInputs } from './supplier-inputs';
import { SUPPLIER_TEXTS, supplierTitle } from './supplier-texts';

type FormValues = v.InferInput<typeof supplierUpdateSchema>;
const resolver = valibotResolver(supplierUpdateSchema);

export function SupplierShow() {
  return (
    <ScreenRoutes>
      <SupplierPage />
    </ScreenRoutes>
  );
}

function SupplierPage() {
  const { supplierId = '' } = useParams();
  const userUuid = useSessionStore((s) => s.user?.uuid);
  const supplier = useLiveQuery(
    async () => (await mirror().suppliers.get(supplierId)) ?? null,
    [supplierId, userUuid],
  );
  return (
    <DetailLayout
      record={supplier}
      missingTitle="Fornecedor"
      missingText={SUPPLIER_TEXTS.missing}
      testId="supplier"
    >
      {(found) => <SupplierDetails supplier={found} />}
    </DetailLayout>
  );
}

const valuesOf = (s: Supplier): FormValues => ({
  isFrequent: s.isFrequent,
  name: s.name,
  street: s.street ?? '',
  parish: s.parish ?? '',
  county: s.county ?? '',
  district: s.district ?? '',
  phone: s.phone ?? '',
  email: s.email ?? '',
  nif: s.nif ?? '',
  notes: s.notes ?? '',
});

function SupplierDetails({ supplier }: { supplier: Supplier }) {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const { form, editor, onSubmit } = useDetailForm<FormValues, SupplierUpdateInput>({
    resolver,
    values: valuesOf(supplier),
    save: (values) => updateSupplier(supplier, values),
    texts: { done: SUPPLIER_TEXTS.saved, error: SUPPLIER_TEXTS.saveError },
  });
  const remove = useConfirmedWrite<Supplier>({
    title: 'Eliminar fornecedor',
    text: () => `Tem a certeza que quer eliminar o fornecedor ${supplier.name}?`,
    confirmLabel: 'Eliminar',
    write: deleteSupplier,
    texts: { done: SUPPLIER_TEXTS.deleted, error: SUPPLIER_TEXTS.deleteError },
    after: (target) => navigate(companyHome(actor, target.companyUuid, 'suppliers')),
  });

  return (
    <DetailPage title={supplierTitle(supplier.name)} testId="supplier-show" editor={editor}>
      <form onSubmit={onSubmit} noValidate data-testid="supplier-form">
        <Stack gap="5" maxW="4xl">
          <SupplierInputs
            field={(name) => form.register(name)}
            errors={form.formState.errors}
            isFrequent={form.watch('isFrequent') === true}
            onFrequentChange={(value) => form.setValue('isFrequent', value, { shouldDirty: true })}
            readOnly={!editor.editing}
            upperStreet
          />
          <EditorButtons
            editor={editor}
            editLabel="Editar fornecedor"
            canEdit={can(actor, 'supplier.update')}
            saving={form.formState.isSubmitting}
            testId="supplier"
            viewActions={
              can(actor, 'supplier.delete') ? (
                <DeleteButton
                  label="Eliminar"
                  onClick={() => remove.ask(supplier)}
                  testId="supplier-delete"
                />
              ) : null
            }
          />
        </Stack>
      </form>
      {remove.dialog}
    </DetailPage>
  );
}
