/**
 * 'Criar um novo utilizador' (spec 01 §2 "Create user", §5): username and
 * password required (at least 8 characters, the server's rule), names
 * optional, role (ADMIN by default) and state. Queued through the outbox;
 * on success: the company page.
 */
import { Checkbox, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import type * as v from 'valibot';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { ROLES } from '../../domain/enums';
import { ROLE_LABELS } from '../../domain/labels';
import { PASSWORD_MIN_LENGTH, registerSchema, type RegisterInput } from '../../domain/schemas/users';
import { companyHome } from '../../ui/admin-paths';
import { FormField } from '../../ui/form-field';
import { CompanyFormPage } from '../../ui/company-form-page';
import { toastError, toastSuccess } from '../../ui/toaster';
import { valibotResolver } from '../../ui/valibot-resolver';
import { registerUser } from './actions/user-writes';
import { USER_TEXTS } from './user-texts';

type RegisterFormValues = v.InferInput<typeof registerSchema>;
const resolver = valibotResolver(registerSchema);

export function UserCreate() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, actor?.uuid],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver,
    defaultValues: {
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      role: 'ADMIN',
      isActive: true,
      companyUuid: companyId,
    },
    mode: 'onSubmit',
  });
  const back = companyHome(actor, companyId, 'users');

  const submit = handleSubmit(async (values) => {
    try {
      await registerUser(values);
      toastSuccess(USER_TEXTS.saved);
      navigate(back);
    } catch {
      toastError(USER_TEXTS.createError);
    }
  });

  return (
    <CompanyFormPage
      title={USER_TEXTS.createTitle}
      company={company}
      missingText={USER_TEXTS.companyMissing}
      submitLabel="Criar utilizador"
      formTestId="user-form"
      isDirty={isDirty}
      isSubmitting={isSubmitting}
      onSubmit={(e) => void submit(e)}
      back={back}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Utilizador" required error={errors.username?.message}>
          <Input size="lg" type="email" autoComplete="off" placeholder="E-mail" {...register('username')} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <Input
            size="lg"
            type="password"
            autoComplete="new-password"
            placeholder={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
            {...register('password')}
          />
        </FormField>
        <FormField label="Nome" error={errors.firstName?.message}>
          <Input size="lg" {...register('firstName')} />
        </FormField>
        <FormField label="Apelido" error={errors.lastName?.message}>
          <Input size="lg" {...register('lastName')} />
        </FormField>
        <FormField label="Função" error={errors.role?.message}>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value !== false}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              alignSelf="end"
              minH="11"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
              <Checkbox.Control />
              <Checkbox.Label>Ativo</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </SimpleGrid>
    </CompanyFormPage>
  );
}
