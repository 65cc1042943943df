/** The fields the company forms share (spec 01 §5 "Company"): name required, colour optional. */
import { Box, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CompanyCreateInput, CompanyFormValues } from '../../domain/schemas/companies';
import { FormField } from '../../ui/form-field';

export const NO_COLOR = 'Sem cor definida';

interface Props {
  register: UseFormRegister<CompanyFormValues>;
  control: Control<CompanyFormValues, unknown, CompanyCreateInput>;
  errors: FieldErrors<CompanyFormValues>;
  readOnly?: boolean;
}

export function ColorSwatch({ color }: { color: string | null | undefined }) {
  if (!color) return <Text color="fg.muted">{NO_COLOR}</Text>;
  return (
    <HStack gap="2">
      <Box boxSize="5" borderRadius="sm" borderWidth="1px" bg={color} aria-hidden />
      <Text>{color}</Text>
    </HStack>
  );
}

export function CompanyInputs({ register, control, errors, readOnly = false }: Props) {
  return (
    <Stack gap="4">
      <FormField label="Nome" required error={errors.name?.message}>
        <Input size="lg" readOnly={readOnly} {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <FormField label="Cor" error={errors.color?.message}>
            {readOnly ? (
              <ColorSwatch color={field.value} />
            ) : (
              <HStack gap="2" w="full">
                <chakra.input
                  type="color"
                  aria-label="Escolher cor"
                  value={field.value || '#000000'}
                  onChange={(e) => field.onChange(e.target.value)}
                  w="11"
                  h="11"
                  p="0"
                  borderWidth="1px"
                  borderRadius="md"
                  cursor="pointer"
                />
                <Input
                  size="lg"
                  placeholder={NO_COLOR}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  name={field.name}
                  aria-label="Cor"
                />
              </HStack>
            )}
          </FormField>
        )}
      />
    </Stack>
  );
}
