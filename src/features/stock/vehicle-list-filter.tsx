/** The stock filter bar (spec 01 §2): brand/model, plate, stand, gearbox, type, price range, clear. */
import { GEARBOXES, VEHICLE_TYPES } from '../../domain/enums';
import { GEARBOX_LABELS, VEHICLE_TYPE_LABELS } from '../../domain/labels';
import { EMPTY_STOCK_FILTERS, hasActiveFilters, type StockFilters } from '../../domain/stock';
import type { LocationOption } from '../../domain/stock-columns';
import { FilterSelects, type SelectFilter } from '../../ui/filter-select';
import { countSet, filterSetter, ListFilterBar } from '../../ui/list-filter-bar';
import { VehicleTextFilter } from '../../ui/vehicle-filters';
import { PriceFilterField } from './price-filter-field';

interface Props {
  filters: StockFilters;
  onChange: (next: StockFilters) => void;
  locations: LocationOption[];
  /** The price bounds show only to a role that sees the list price (EDITOR3 does not). */
  withPrice: boolean;
}

const GEARBOX_OPTIONS = GEARBOXES.map((g) => ({ value: g, label: GEARBOX_LABELS[g] }));
const TYPE_OPTIONS = VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_TYPE_LABELS[t] }));
/** On a phone only the brand/model search shows until the user opens the other filters. */
const MORE_KEYS = (Object.keys(EMPTY_STOCK_FILTERS) as (keyof StockFilters)[]).filter(
  (k) => k !== 'brandModel',
);

export function VehicleListFilter({ filters, onChange, locations, withPrice }: Props) {
  const set = filterSetter(filters, onChange);
  const selects: SelectFilter<StockFilters>[] = [
    { key: 'location', label: 'Localização', anyLabel: 'Todas', options: locations },
    { key: 'shift', label: 'Caixa de velocidades', anyLabel: 'Todas', options: GEARBOX_OPTIONS },
    { key: 'typeVehicle', label: 'Tipo de veículo', anyLabel: 'Todos', options: TYPE_OPTIONS },
  ];
  return (
    <ListFilterBar
      columns={{ base: 1, sm: 2, lg: 4 }}
      main={<VehicleTextFilter name="brandModel" filters={filters} onChange={onChange} />}
      moreCount={countSet(filters, EMPTY_STOCK_FILTERS, MORE_KEYS)}
      moreTestId="stock-more-filters"
      cleared={!hasActiveFilters(filters)}
      onClear={() => onChange(EMPTY_STOCK_FILTERS)}
    >
      <VehicleTextFilter name="licensePlate" filters={filters} onChange={onChange} />
      <FilterSelects filters={filters} onChange={onChange} selects={selects} />
      {withPrice ? (
        <>
          <PriceFilterField
            label="Preço mínimo (€)"
            value={filters.priceMin}
            onChange={(v) => set('priceMin', v)}
          />
          <PriceFilterField
            label="Preço máximo (€)"
            value={filters.priceMax}
            onChange={(v) => set('priceMax', v)}
          />
        </>
      ) : null}
    </ListFilterBar>
  );
}
