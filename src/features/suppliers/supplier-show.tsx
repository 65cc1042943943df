/**
 * The supplier page (spec 02 §2 "Suppliers", §5, §6): the general details in
 * view or edit mode ('Editar fornecedor', 'Guardar informação', 'Cancelar');
 * the street is upper-cased; 'Eliminar' for who may delete. An unknown
 * supplier: 'Este fornecedor não existe'.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type * as v from 'valibot';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Supplier } from '../../domain/entities';
import { MSG } from '../../domain/messages';
import { can } from '../../domain/permissions';
import { supplierUpdateSchema, type SupplierUpdateInput } from '../../domain/schemas/suppliers';
import { companyHome } from '../../ui/admin-paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailLayout, DetailPage, EditorButtons } from '../../ui/detail-layout';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { restoreForm, useEntityEditor } from '../../ui/use-entity-editor';
import { valibotResolver } from '../../ui/valibot-resolver';
import { deleteSupplier, updateSupplier } from './actions/supplier-writes';
import { SupplierInputs } from './supplier-inputs';
import { SUPPLIER_TEXTS, supplierTitle } from './supplier-texts';

type FormValues = v.InferInput<typeof supplierUpdateSchema>;
const resolver = valibotResolver(supplierUpdateSchema);

export function SupplierShow() {
  return (
    <Routes>
      <Route index element={<SupplierPage />} />
      <Route path="*" element={<PageHeader title={MSG.pageNotFound} />} />
    </Routes>
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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formValues = valuesOf(supplier);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormValues, unknown, SupplierUpdateInput>({
    resolver,
    values: formValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
  });
  const editor = useEntityEditor({ isDirty, onReset: () => restoreForm({ setValue, reset }, formValues) });

  const submit = handleSubmit(async (values) => {
    try {
      await updateSupplier(supplier, values);
      toastSuccess(SUPPLIER_TEXTS.saved);
      editor.close();
    } catch {
      toastError(SUPPLIER_TEXTS.saveError);
    }
  });

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteSupplier(supplier);
      toastSuccess(SUPPLIER_TEXTS.deleted);
      navigate(companyHome(actor, supplier.companyUuid, 'suppliers'));
    } catch {
      toastError(SUPPLIER_TEXTS.deleteError);
    }
  };

  return (
    <DetailPage title={supplierTitle(supplier.name)} testId="supplier-show" editor={editor}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="supplier-form">
        <Stack gap="5" maxW="4xl">
          <SupplierInputs
            field={(name) => register(name)}
            errors={errors}
            isFrequent={watch('isFrequent') === true}
            onFrequentChange={(value) => setValue('isFrequent', value, { shouldDirty: true })}
            readOnly={!editor.editing}
            upperStreet
          />
          <EditorButtons
            editor={editor}
            editLabel="Editar fornecedor"
            canEdit={can(actor, 'supplier.update')}
            saving={isSubmitting}
            testId="supplier"
            viewActions={
              can(actor, 'supplier.delete') ? (
                <Button
                  variant="outline"
                  colorPalette="red"
                  minH="11"
                  onClick={() => setConfirmDelete(true)}
                  data-testid="supplier-delete"
                >
                  Eliminar
                </Button>
              ) : null
            }
          />
        </Stack>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title="Eliminar fornecedor"
        text={`Tem a certeza que quer eliminar o fornecedor ${supplier.name}?`}
        confirmLabel="Eliminar"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </DetailPage>
  );
}
