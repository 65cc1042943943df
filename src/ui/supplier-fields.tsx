/**
 * A supplier's general details as inputs (spec 02 §5): name required, address,
 * phone (9 characters at most), e-mail, NIF (digits), notes. Shared by the
 * supplier screens and the vehicle's supplier modal; the caller's form
 * validates them with the supplier schema (domain/schemas/suppliers.ts).
 */
import { HStack, Input, RadioGroup, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_TYPED_MAX_LENGTH } from '../domain/schemas/contacts';
import { FormField } from './form-field';

export type SupplierFieldName =
  'name' | 'street' | 'parish' | 'county' | 'district' | 'phone' | 'email' | 'nif' | 'notes';

export interface SupplierFieldsProps {
  field: (name: SupplierFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<SupplierFieldName, { message?: string }>>;
  readOnly?: boolean;
  upperStreet?: boolean;
  /** Fields left out (the vehicle modal keeps its own notes). */
  omit?: readonly SupplierFieldName[];
  /** Shown first in the grid (the screens' 'É frequente'). */
  leading?: ReactNode;
}

export function SupplierFields({
  field,
  errors,
  readOnly = false,
  upperStreet = false,
  omit = [],
  leading,
}: SupplierFieldsProps) {
  const shown = (name: SupplierFieldName) => !omit.includes(name);
  const text = (name: SupplierFieldName, label: string, extra: Record<string, unknown> = {}) =>
    shown(name) ? (
      <FormField label={label} required={name === 'name'} error={errors[name]?.message}>
        <Input size="lg" readOnly={readOnly} data-field={name} {...extra} {...field(name)} />
      </FormField>
    ) : null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {leading}
      {text('name', 'Nome')}
      {text('street', 'Morada', upperStreet ? { textTransform: 'uppercase' } : {})}
      {text('parish', 'Freguesia')}
      {text('county', 'Concelho')}
      {text('district', 'Distrito')}
      {text('phone', 'Telefone', { type: 'tel', maxLength: PHONE_TYPED_MAX_LENGTH, inputMode: 'tel' })}
      {text('email', 'E-mail', { type: 'email' })}
      {text('nif', 'NIF', { inputMode: 'numeric' })}
      {shown('notes') ? (
        <FormField label="Notas" error={errors.notes?.message}>
          <Textarea size="lg" rows={3} readOnly={readOnly} {...field('notes')} />
        </FormField>
      ) : null}
    </SimpleGrid>
  );
}

/** A Sim/Não choice ('É frequente', 'É frequente?'). */
export function YesNoField({
  label,
  value,
  onChange,
  disabled = false,
  error,
  testId,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  error?: string | undefined;
  testId?: string;
}) {
  return (
    <FormField label={label} error={error}>
      <RadioGroup.Root
        value={value === null ? null : value ? 'yes' : 'no'}
        onValueChange={(e) => onChange(e.value === 'yes')}
        disabled={disabled}
        colorPalette="red"
        data-testid={testId}
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
  );
}
