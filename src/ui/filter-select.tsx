/**
 * A labelled native select of a filter bar ('' = any, when `anyLabel` is given): the stock, sold and
 * contacts lists, the analytics' contacts chart. `FilterSelects` lays out several from a table, each
 * bound to one key of the list's filters.
 */
import { NativeSelect } from '@chakra-ui/react';
import { FilterField } from './filter-field';
import { filterSetter } from './list-filter-bar';
import { SelectOptions, type Choice } from './select-options';

export type FilterOption = Choice;

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
            <SelectOptions emptyLabel={anyLabel} options={options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FilterField>
  );
}

/** The keys of the filters whose value is text (a select's value). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** One select of a filter bar: the key of the filters it sets, '' (`anyLabel`) for any. */
export interface SelectFilter<F> {
  key: TextKey<F>;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
}

/** The selects `selects` describes, in order, each showing and setting its key of `filters`. */
export function FilterSelects<F extends object>({
  filters,
  onChange,
  selects,
}: {
  filters: F;
  onChange: (next: F) => void;
  selects: readonly SelectFilter<F>[];
}) {
  const set = filterSetter(filters, onChange);
  return selects.map(({ key, label, anyLabel, options }) => (
    <FilterSelect
      key={String(key)}
      label={label}
      value={filters[key] as string}
      anyLabel={anyLabel}
      options={options}
      // The options are the key's own values: the select gives back one of them.
      onChange={(v) => set(key, v as F[TextKey<F>])}
    />
  ));
}
