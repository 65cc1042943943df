/**
 * A new password, typed twice: at the first login of a user whose password was generated (a
 * created super user, issue 22 §8), and on 'Alterar password' (`askCurrent`: after the current
 * one). The server judges its strength and the current password; its refusals show under the fields.
 */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../data/api';
import { MSG } from '../../domain/messages';
import {
  newPasswordFormSchema,
  ownPasswordFormSchema,
  type NewPasswordFormInput,
} from '../../domain/schemas/users';
import { valibotResolver } from '../../ui/valibot-resolver';

export const NEW_PASSWORD_TITLE = 'Escolha uma nova password';

const newResolver = valibotResolver(newPasswordFormSchema);
const ownResolver = valibotResolver(ownPasswordFormSchema);

type Props =
  | { askCurrent?: false; currentPassword: string; onSubmit: (password: string) => Promise<void> }
  | { askCurrent: true; onSubmit: (password: string, currentPassword: string) => Promise<void> };

export function NewPasswordForm(props: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput>({
    resolver: props.askCurrent ? ownResolver : newResolver,
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ password, currentPassword }) => {
    setFailure(null);
    const current = props.askCurrent ? currentPassword : props.currentPassword;
    if (password === current) {
      setError('password', { message: MSG.samePassword });
      return;
    }
    try {
      if (props.askCurrent) await props.onSubmit(password, current);
      else await props.onSubmit(password);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.currentPassword) setError('currentPassword', { message: fields.currentPassword });
      if (fields.password) setError('password', { message: fields.password });
      if (fields.currentPassword || fields.password) return;
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : MSG.passwordNeedsNetwork);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-password-form">
      <Stack gap="4">
        {props.askCurrent ? (
          <Field.Root invalid={Boolean(errors.currentPassword)}>
            <Field.Label>Password atual</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              size="lg"
              {...register('currentPassword')}
            />
            <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
          </Field.Root>
        ) : (
          <Text>{MSG.passwordChangeRequired}</Text>
        )}
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
