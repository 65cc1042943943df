/**
 * The fields of a new user (spec 01 §5 "User"): username (an e-mail) and
 * password required, names optional, the role and the state. Afterwards only
 * the role and the state change (the user page).
 */
import { Checkbox, Input, SimpleGrid } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type * as v from 'valibot';
import { PASSWORD_MIN_LENGTH, type RegisterInput, type registerSchema } from '../../domain/schemas/users';
import { FormField } from '../../ui/form-field';
import { RoleField } from './role-field';

export type RegisterFormValues = v.InferInput<typeof registerSchema>;

interface Props {
  register: UseFormRegister<RegisterFormValues>;
  control: Control<RegisterFormValues, unknown, RegisterInput>;
  errors: FieldErrors<RegisterFormValues>;
}

export function UserInputs({ register, control, errors }: Props) {
  return (
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
      <RoleField field={register('role')} error={errors.role?.message} />
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
  );
}
