/**
 * 'Detalhes Gerais' of the company page (spec 01 §2, §4): logo, name and
 * colour in view mode, 'Editar empresa' to edit them, 'Guardar informação' to
 * save, 'Cancelar' asking first when something changed; the financing
 * companies below.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import type { CompanyRecord } from '../../data/db';
import { useMediaSrc } from '../../data/media';
import { useSyncStore } from '../../data/sync';
import {
  companyCreateSchema,
  type CompanyCreateInput,
  type CompanyFormValues,
} from '../../domain/schemas/companies';
import { companyIdentityOf, identityFormValues } from '../../domain/schemas/company-identity';
import { EditorButtons } from '../../ui/detail-layout';
import { useDetailForm } from '../../ui/use-detail-form';
import { valibotResolver } from '../../ui/valibot-resolver';
import { updateCompany } from './actions/company-writes';
import { uploadLogo } from './actions/upload-logo';
import { CompanyCatalogueSection } from './company-catalogue-section';
import { CompanyLogo } from './company-logo';
import { COMPANY_SAVED } from './company-create';
import { CompanyIdentityInputs } from './company-identity-inputs';
import { CompanyInputs } from './company-inputs';
import { LogoInput } from './logo-input';

export const COMPANY_SAVE_ERROR = 'Erro ao tentar gravar o stand. Por favor tente mais tarde';

const resolver = valibotResolver(companyCreateSchema);

interface Props {
  company: CompanyRecord;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  financials: ComponentType<{ companyUuid: string }>;
}

export function CompanyDetailsTab({ company, editing, onEditingChange, financials: Financials }: Props) {
  const online = useSyncStore((s) => s.online);
  const logoSrc = useMediaSrc(company.logo);
  const [logo, setLogo] = useState<File | null>(null);
  const { form, editor, onSubmit } = useDetailForm<CompanyFormValues, CompanyCreateInput>({
    resolver,
    values: { name: company.name, color: company.color ?? '', ...identityFormValues(company) },
    save: async (values) => {
      await updateCompany(company, {
        name: values.name,
        color: values.color ?? null,
        identity: companyIdentityOf(values),
      });
      if (logo) void uploadLogo(company.uuid, logo);
      setLogo(null);
    },
    texts: { done: COMPANY_SAVED, error: COMPANY_SAVE_ERROR },
    extraDirty: logo !== null,
    onReset: () => setLogo(null),
    editing,
    onEditingChange,
  });

  return (
    <Stack gap="8" pt="4">
      <form onSubmit={onSubmit} noValidate data-testid="company-details-form">
        <Stack gap="5" maxW="3xl">
          {editing ? (
            <LogoInput
              file={logo}
              onChange={setLogo}
              current={logoSrc}
              hint={online ? undefined : 'O logo é enviado quando voltar a estar online.'}
            />
          ) : (
            <Box>
              <Text fontWeight="medium" mb="1.5" fontSize="sm">
                Logo
              </Text>
              {company.logo ? (
                <CompanyLogo logo={company.logo} size="20" alt="Logo" />
              ) : (
                <Text color="fg.muted">Sem logo</Text>
              )}
            </Box>
          )}
          <CompanyInputs
            register={form.register}
            control={form.control}
            errors={form.formState.errors}
            readOnly={!editing}
          />
          <CompanyIdentityInputs
            register={form.register}
            errors={form.formState.errors}
            readOnly={!editing}
          />
          <EditorButtons
            editor={editor}
            editLabel="Editar empresa"
            canEdit
            saving={form.formState.isSubmitting}
            testId="company"
          />
        </Stack>
      </form>
      {editing ? null : <CompanyCatalogueSection company={company} />}
      <Box>
        <Heading as="h2" size="md" mb="3">
          Financeiras
        </Heading>
        <Financials companyUuid={company.uuid} />
      </Box>
      {editor.guard.dialog}
    </Stack>
  );
}
