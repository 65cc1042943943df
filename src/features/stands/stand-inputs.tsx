/** The fields the stand forms share (spec 01 §5 "Stand"): name and location required, address optional. */
import { Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { StandFormValues } from '../../domain/schemas/stands';
import { FormField } from '../../ui/form-field';

interface Props {
  register: UseFormRegister<StandFormValues>;
  errors: FieldErrors<StandFormValues>;
  readOnly?: boolean;
}

export function StandInputs({ register, errors, readOnly = false }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Nome" required error={errors.name?.message}>
        <Input size="lg" readOnly={readOnly} {...register('name')} />
      </FormField>
      <FormField label="Localização" required error={errors.location?.message}>
        <Input
          size="lg"
          readOnly={readOnly}
          placeholder="Ex.: ILHAVO"
          // Kept in upper case (spec 01 §3): the schema upper-cases it, the input shows it so.
          textTransform="uppercase"
          {...register('location')}
        />
      </FormField>
      <FormField label="Morada" error={errors.address?.message}>
        <Input size="lg" readOnly={readOnly} {...register('address')} />
      </FormField>
    </SimpleGrid>
  );
}
