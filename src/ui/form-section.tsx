/**
 * Pieces every record form shares (the vehicle form, the sale form): a titled
 * section on a responsive grid (one column on a phone), the option shape of
 * their selects, and how a number input's text becomes the form's value.
 */
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** A section of a form: a titled group of fields on a responsive grid. */
export function FormSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root data-testid={testId}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
        {title}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {children}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/**
 * What a number input holds: null when empty, the number (a decimal comma and
 * thousands dots accepted: '1.234,5' is 1234.5), or the text itself when it is
 * no number, which the schema refuses with 'Precisa de ser um número'.
 */
export function parseNumberInput(raw: unknown): number | string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return raw;
  const text = String(raw).replace(/\s+/g, '');
  if (text === '') return null;
  const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : text;
}
