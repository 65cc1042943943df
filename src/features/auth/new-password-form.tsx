/**
 * The first login of a user whose password was generated (a created super user, issue 22 §8):
 * a new password, typed twice, before anything else. The server judges its strength; its
 * refusal shows under the field.
 */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../data/api';
import { MSG } from '../../domain/messages';
import { newPasswordFormSchema, type NewPasswordFormInput } from '../../domain/schemas/users';
import { valibotResolver } from '../../ui/valibot-resolver';

export const NEW_PASSWORD_TITLE = 'Escolha uma nova password';

const resolver = valibotResolver(newPasswordFormSchema);

export function NewPasswordForm(props: {
  currentPassword: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput>({ resolver, defaultValues: { password: '', confirmation: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    if (password === props.currentPassword) {
      setError('password', { message: MSG.samePassword });
      return;
    }
    try {
      await props.onSubmit(password);
    } catch (error) {
      const refusal = error instanceof ApiError ? error.fields.password : undefined;
      if (refusal) setError('password', { message: refusal });
      else
        setFailure(
          error instanceof ApiError && error.status !== 0 ? error.message : MSG.passwordNeedsNetwork,
        );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-password-form">
      <Stack gap="4">
        <Text>{MSG.passwordChangeRequired}</Text>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>Nova password</Field.Label>
          <Input type="password" autoComplete="new-password" size="lg" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirmation)}>
          <Field.Label>Confirmar password</Field.Label>
          <Input type="password" autoComplete="new-password" size="lg" {...register('confirmation')} />
          <Field.ErrorText>{errors.confirmation?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
          Guardar password
        </Button>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
