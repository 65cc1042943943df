/**
 * A price bound typed the pt-PT way: the box keeps what the user types
 * ('5000,' on the way to '5000,5') and the filter gets the parsed number, so
 * the decimal comma is never swallowed; a clear from outside empties the box.
 */
import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { parsePtDecimal } from '../../domain/price';
import { FilterField } from '../../ui/filter-field';

const asText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

interface Props {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

export function PriceFilterField({ label, value, onChange }: Props) {
  const [text, setText] = useState(() => asText(value));
  const [seen, setSeen] = useState(value);
  // The bound changed from outside (clear, back button): show it unless the box already means it.
  if (seen !== value) {
    setSeen(value);
    if (parsePtDecimal(text) !== value) setText(asText(value));
  }
  const invalid = text.trim() !== '' && parsePtDecimal(text) === null;
  return (
    <FilterField label={label}>
      {(id) => (
        <Input
          id={id}
          aria-invalid={invalid || undefined}
          inputMode="decimal"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const next = parsePtDecimal(e.target.value);
            if (next !== value) onChange(next);
          }}
          size="lg"
        />
      )}
    </FilterField>
  );
}
