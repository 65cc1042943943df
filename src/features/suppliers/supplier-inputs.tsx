/**
 * The fields the supplier forms share (spec 02 §5): 'É frequente' (Sim/Não),
 * name required, address, phone (9 characters at most), e-mail, NIF (digits),
 * notes. The detail form shows the street in upper case, as it is stored.
 */
import { HStack, Input, RadioGroup, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SUPPLIER_PHONE_MAX } from '../../domain/schemas/suppliers';
import { FormField } from '../../ui/form-field';

export type SupplierFieldName =
  'name' | 'street' | 'parish' | 'county' | 'district' | 'phone' | 'email' | 'nif' | 'notes';

interface Props {
  field: (name: SupplierFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<SupplierFieldName | 'isFrequent', { message?: string }>>;
  isFrequent: boolean;
  onFrequentChange: (value: boolean) => void;
  readOnly?: boolean;
  upperStreet?: boolean;
}

export function SupplierInputs({
  field,
  errors,
  isFrequent,
  onFrequentChange,
  readOnly = false,
  upperStreet = false,
}: Props) {
  const text = (name: SupplierFieldName, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={label} required={name === 'name'} error={errors[name]?.message}>
      <Input size="lg" readOnly={readOnly} {...extra} {...field(name)} />
    </FormField>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="É frequente" error={errors.isFrequent?.message}>
        <RadioGroup.Root
          value={isFrequent ? 'yes' : 'no'}
          onValueChange={(e) => onFrequentChange(e.value === 'yes')}
          disabled={readOnly}
          colorPalette="red"
        >
          <HStack gap="6" minH="11">
            {[
              { value: 'yes', label: 'Sim' },
              { value: 'no', label: 'Não' },
            ].map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </FormField>
      {text('name', 'Nome')}
      {text('street', 'Morada', upperStreet ? { textTransform: 'uppercase' } : {})}
      {text('parish', 'Freguesia')}
      {text('county', 'Concelho')}
      {text('district', 'Distrito')}
      {text('phone', 'Telefone', { type: 'tel', maxLength: SUPPLIER_PHONE_MAX, inputMode: 'tel' })}
      {text('email', 'E-mail', { type: 'email' })}
      {text('nif', 'NIF', { inputMode: 'numeric' })}
      <FormField label="Notas" error={errors.notes?.message}>
        <Textarea size="lg" rows={3} readOnly={readOnly} {...field('notes')} />
      </FormField>
    </SimpleGrid>
  );
}
