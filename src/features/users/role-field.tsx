/** 'Função' (spec 01 §5 "User"): the role, one of ROLES, in the create form and in the user page's edit mode. */
import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLES } from '../../domain/enums';
import { ROLE_LABELS } from '../../domain/labels';
import { FormField } from '../../ui/form-field';

export function RoleField({ field, error }: { field: UseFormRegisterReturn<'role'>; error?: string }) {
  return (
    <FormField label="Função" error={error}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field {...field}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
