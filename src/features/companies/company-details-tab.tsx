/**
 * 'Detalhes Gerais' of the company page (spec 01 §2, §4): logo, name and
 * colour in view mode, 'Editar empresa' to edit them, 'Guardar informação' to
 * save, 'Cancelar' asking first when something changed; the financing
 * companies below.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import type { CompanyRecord } from '../../data/db';
import { useMediaSrc } from '../../data/media';
import { useSyncStore } from '../../data/sync';
import {
  companyCreateSchema,
  type CompanyCreateInput,
  type CompanyFormValues,
} from '../../domain/schemas/companies';
import { EditorButtons } from '../../ui/detail-layout';
import { toastError, toastSuccess } from '../../ui/toaster';
import { restoreForm, useEntityEditor } from '../../ui/use-entity-editor';
import { valibotResolver } from '../../ui/valibot-resolver';
import { updateCompany } from './actions/company-writes';
import { uploadLogo } from './actions/upload-logo';
import { CompanyLogo } from './company-logo';
import { COMPANY_SAVED } from './company-create';
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
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyCreateInput>({
    resolver,
    values: { name: company.name, color: company.color ?? '' },
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
  });

  const editor = useEntityEditor({
    isDirty: isDirty || logo !== null,
    onReset: () => {
      restoreForm({ setValue, reset }, { name: company.name, color: company.color ?? '' });
      setLogo(null);
    },
    editing,
    onEditingChange,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await updateCompany(company, { name: values.name, color: values.color ?? null });
      toastSuccess(COMPANY_SAVED);
      if (logo) void uploadLogo(company.uuid, logo);
      setLogo(null);
      editor.close();
    } catch {
      toastError(COMPANY_SAVE_ERROR);
    }
  });

  return (
    <Stack gap="8" pt="4">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="company-details-form">
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
          <CompanyInputs register={register} control={control} errors={errors} readOnly={!editing} />
          <EditorButtons
            editor={editor}
            editLabel="Editar empresa"
            canEdit
            saving={isSubmitting}
            testId="company"
          />
        </Stack>
      </form>
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
