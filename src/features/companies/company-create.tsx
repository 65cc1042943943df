/**
 * 'Criar uma nova empresa' (spec 01 §2 "Create company"): name, colour and
 * logo. The company is created through the outbox (offline too); the logo
 * goes up once the server has the company. On success: the companies list.
 * A dirty form (a logo picked counts) asks before it is left (useCreateForm).
 */
import { useState } from 'react';
import { useSyncStore } from '../../data/sync';
import {
  companyCreateSchema,
  type CompanyCreateInput,
  type CompanyFormValues,
} from '../../domain/schemas/companies';
import { adminPaths } from '../../ui/admin-paths';
import { CreatePage } from '../../ui/create-page';
import { useCreateForm } from '../../ui/use-create-form';
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
  const online = useSyncStore((s) => s.online);
  const [logo, setLogo] = useState<File | null>(null);
  const { form, state } = useCreateForm<CompanyFormValues, CompanyCreateInput>({
    resolver,
    defaultValues: { name: '', color: '' },
    create: async (values) => {
      const uuid = await createCompany({ name: values.name, color: values.color ?? null });
      // The logo goes up once the server has the company (queued after it).
      if (logo) void uploadLogo(uuid, logo);
    },
    texts: { done: COMPANY_SAVED, error: COMPANY_CREATE_ERROR },
    back: adminPaths.companies(),
    extraDirty: logo !== null,
  });

  return (
    <CreatePage
      title={COMPANY_CREATE_TITLE}
      maxW="3xl"
      formTestId="company-form"
      submitLabel="Criar empresa"
      form={state}
    >
      <CompanyInputs register={form.register} control={form.control} errors={form.formState.errors} />
      <LogoInput
        file={logo}
        onChange={setLogo}
        hint={online ? undefined : 'O logo é enviado quando voltar a estar online.'}
      />
    </CreatePage>
  );
}
