/**
 * A labelled native select of a filter bar ('' = any, when `anyLabel` is given): the stock, sold and
 * contacts lists, the analytics' contacts chart.
 */
import { NativeSelect } from '@chakra-ui/react';
import { FilterField } from './filter-field';

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  /** The first option, '' = any; without it the select always holds one of the options. */
  anyLabel?: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

export function FilterSelect({ label, value, anyLabel, options, onChange }: Props) {
  return (
    <FilterField label={label}>
      {(id) => (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FilterField>
  );
}
