/**
 * 'Criar um novo fornecedor' (spec 02 §2 "Suppliers", §5): the supplier's
 * general details for the company of the address, queued through the
 * outbox. On success: the company page.
 */
import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
import { UnsavedChangesDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
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
  const [leaving, setLeaving] = useState(false);
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

  if (company === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" aria-label="A carregar" />
      </Center>
    );
  }
  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" maxW="4xl">
      <PageHeader title={SUPPLIER_TEXTS.createTitle} />
      {company?.active ? (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="supplier-form">
          <Stack gap="6">
            <Text color="fg.muted">Empresa: {company.name}</Text>
            <SupplierInputs
              field={(name) => register(name)}
              errors={errors}
              isFrequent={watch('isFrequent') === true}
              onFrequentChange={(value) => setValue('isFrequent', value, { shouldDirty: true })}
            />
            <HStack justify="flex-end" gap="3">
              <Button
                variant="outline"
                minH="11"
                onClick={() => (isDirty ? setLeaving(true) : navigate(back))}
              >
                Cancelar
              </Button>
              <Button type="submit" colorPalette="red" minH="11" loading={isSubmitting}>
                Criar fornecedor
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <Center py="16">
          <Text fontSize="lg">{SUPPLIER_TEXTS.companyMissing}</Text>
        </Center>
      )}
      <UnsavedChangesDialog
        open={leaving}
        onCancel={() => setLeaving(false)}
        onConfirm={() => navigate(back)}
      />
    </Stack>
  );
}
