/**
 * 'Identificação legal' of the company (issue 24): NIPC, registered address,
 * postal code, city, phone and e-mail — what every sale document prints. Its
 * own section of the company form, read-only in view mode.
 */
import { Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CompanyFormValues } from '../../domain/schemas/companies';
import { COMPANY_IDENTITY_LABELS as L } from '../../domain/schemas/company-identity';
import { FormField } from '../../ui/form-field';

interface Props {
  register: UseFormRegister<CompanyFormValues>;
  errors: FieldErrors<CompanyFormValues>;
  readOnly?: boolean;
}

export function CompanyIdentityInputs({ register, errors, readOnly = false }: Props) {
  return (
    <Stack gap="4" data-testid="company-identity">
      <Heading as="h2" size="md">
        Identificação legal
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={L.nif} error={errors.nif?.message} helper="Impresso nos documentos de venda">
          <Input size="lg" readOnly={readOnly} inputMode="numeric" maxLength={11} {...register('nif')} />
        </FormField>
        <FormField label={L.phone} error={errors.phone?.message}>
          <Input size="lg" readOnly={readOnly} type="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField label={L.address} error={errors.address?.message}>
          <Input size="lg" readOnly={readOnly} autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField label={L.email} error={errors.email?.message}>
          <Input size="lg" readOnly={readOnly} type="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label={L.postalCode} error={errors.postalCode?.message}>
          <Input
            size="lg"
            readOnly={readOnly}
            inputMode="numeric"
            placeholder="1234-567"
            maxLength={8}
            autoComplete="postal-code"
            {...register('postalCode')}
          />
        </FormField>
        <FormField label={L.city} error={errors.city?.message}>
          <Input size="lg" readOnly={readOnly} {...register('city')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
