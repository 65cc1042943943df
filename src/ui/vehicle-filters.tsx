/**
 * The text filters the vehicle lists share (stock, sold), each bound to its
 * key of the list's filters: brand or model, and the plate (upper-cased as
 * typed, as plates are stored).
 */
import { FilterText, type FilterGridColumn } from './list-filter-bar';

const VEHICLE_TEXT_FILTERS = {
  brandModel: { label: 'Marca ou modelo', placeholder: 'Ex.: Renault Clio', typed: (v: string) => v },
  licensePlate: { label: 'Matrícula', placeholder: 'Ex.: 12-AB-34', typed: (v: string) => v.toUpperCase() },
} as const;

type VehicleTextKey = keyof typeof VEHICLE_TEXT_FILTERS;

export function VehicleTextFilter<K extends VehicleTextKey, F extends Record<K, string>>({
  name,
  filters,
  onChange,
  gridColumn,
}: {
  name: K;
  filters: F;
  onChange: (next: F) => void;
  gridColumn?: FilterGridColumn;
}) {
  const { label, placeholder, typed } = VEHICLE_TEXT_FILTERS[name];
  return (
    <FilterText
      label={label}
      value={filters[name]}
      onChange={(v) => onChange({ ...filters, [name]: typed(v) })}
      placeholder={placeholder}
      gridColumn={gridColumn}
    />
  );
}
