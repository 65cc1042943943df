/**
 * The supplier page (spec 02 §2 "Suppliers", §5, §6): the general details in
 * view or edit mode ('Editar fornecedor', 'Guardar informação', 'Cancelar');
 * the street is upper-cased; 'Eliminar' for who may delete. An unknown
 * supplier: 'Este fornecedor não existe'.
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
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
import { ConfirmDialog, UnsavedChangesDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
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
  if (supplier === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="A carregar" />
      </Center>
    );
  }
  if (!supplier) {
    return (
      <Stack px={{ base: '2', md: '6' }}>
        <PageHeader title="Fornecedor" />
        <Center py="16">
          <Text fontSize="lg" data-testid="supplier-missing">
            {SUPPLIER_TEXTS.missing}
          </Text>
        </Center>
      </Stack>
    );
  }
  return <SupplierDetails supplier={supplier} />;
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
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formValues = valuesOf(supplier);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, SupplierUpdateInput>({
    resolver,
    values: formValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
  });

  const stopEditing = () => {
    reset(formValues);
    setLeaving(false);
    setEditing(false);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await updateSupplier(supplier, values);
      toastSuccess(SUPPLIER_TEXTS.saved);
      setEditing(false);
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
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" data-testid="supplier-show">
      <PageHeader title={supplierTitle(supplier.name)} />
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="supplier-form">
        <Stack gap="5" maxW="4xl">
          <SupplierInputs
            field={(name) => register(name)}
            errors={errors}
            isFrequent={watch('isFrequent') === true}
            onFrequentChange={(value) => setValue('isFrequent', value, { shouldDirty: true })}
            readOnly={!editing}
            upperStreet
          />
          <HStack gap="3" justify="flex-end" wrap="wrap">
            {editing ? (
              <>
                <Button
                  variant="outline"
                  minH="11"
                  onClick={() => (isDirty ? setLeaving(true) : stopEditing())}
                >
                  Cancelar
                </Button>
                <Button type="submit" colorPalette="red" minH="11">
                  Guardar informação
                </Button>
              </>
            ) : (
              <>
                {can(actor, 'supplier.delete') ? (
                  <Button
                    variant="outline"
                    colorPalette="red"
                    minH="11"
                    onClick={() => setConfirmDelete(true)}
                    data-testid="supplier-delete"
                  >
                    Eliminar
                  </Button>
                ) : null}
                {can(actor, 'supplier.update') ? (
                  <Button colorPalette="red" minH="11" onClick={() => setEditing(true)}>
                    Editar fornecedor
                  </Button>
                ) : null}
              </>
            )}
          </HStack>
        </Stack>
      </form>
      <UnsavedChangesDialog open={leaving} onCancel={() => setLeaving(false)} onConfirm={stopEditing} />
      <ConfirmDialog
        open={confirmDelete}
        title="Eliminar fornecedor"
        text={`Tem a certeza que quer eliminar o fornecedor ${supplier.name}?`}
        confirmLabel="Eliminar"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
