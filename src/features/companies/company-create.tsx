/**
 * 'Criar uma nova empresa' (spec 01 §2 "Create company"): name, colour and
 * logo. The company is created through the outbox (offline too); the logo
 * goes up once the server has the company. On success: the companies list.
 * A dirty form asks before it is left (useLeaveGuard).
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSyncStore } from '../../data/sync';
import {
  companyCreateSchema,
  type CompanyCreateInput,
  type CompanyFormValues,
} from '../../domain/schemas/companies';
import { adminPaths } from '../../ui/admin-paths';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { useLeaveGuard } from '../../ui/use-leave-guard';
import { valibotResolver } from '../../ui/valibot-resolver';
import { createCompany } from './actions/company-writes';
import { uploadLogo } from './actions/upload-logo';
import { CompanyInputs } from './company-inputs';
import { LogoInput } from './logo-input';

export const COMPANY_CREATE_TITLE = 'Criar uma nova empresa';
export const COMPANY_SAVED = 'Empresa gravada com successo';
export const COMPANY_CREATE_ERROR = 'Erro ao criar a empresa. Por favor tente mais tarde';

const resolver = valibotResolver(companyCreateSchema);

export function CompanyCreate() {
  const navigate = useNavigate();
  const online = useSyncStore((s) => s.online);
  const [logo, setLogo] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyCreateInput>({
    resolver,
    defaultValues: { name: '', color: '' },
    mode: 'onSubmit',
  });
  const guard = useLeaveGuard(isDirty || logo !== null);
  const toList = () => guard.leave(() => navigate(adminPaths.companies()));

  const submit = handleSubmit(async (values) => {
    try {
      const uuid = await createCompany({ name: values.name, color: values.color ?? null });
      toastSuccess(COMPANY_SAVED);
      if (logo) void uploadLogo(uuid, logo);
      toList();
    } catch {
      toastError(COMPANY_CREATE_ERROR);
    }
  });

  const cancel = () => guard.confirm(toList);

  return (
    <Stack gap="6" px={{ base: '2', md: '6' }} pb="24" maxW="3xl">
      <PageHeader title={COMPANY_CREATE_TITLE} />
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="company-form">
        <Stack gap="6">
          <CompanyInputs register={register} control={control} errors={errors} />
          <LogoInput
            file={logo}
            onChange={setLogo}
            hint={online ? undefined : 'O logo é enviado quando voltar a estar online.'}
          />
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" minH="11" onClick={cancel}>
              Cancelar
            </Button>
            <Button type="submit" colorPalette="red" minH="11" loading={isSubmitting}>
              Criar empresa
            </Button>
          </HStack>
        </Stack>
      </form>
      {guard.dialog}
    </Stack>
  );
}
