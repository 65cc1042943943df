/** The stock filter bar (spec 01 §2): brand/model, plate, stand, gearbox, type, price range, clear. */
import { Box, Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { GEARBOXES, VEHICLE_TYPES } from '../../domain/enums';
import { GEARBOX_LABELS, VEHICLE_TYPE_LABELS } from '../../domain/labels';
import { EMPTY_STOCK_FILTERS, hasActiveFilters, type StockFilters } from '../../domain/stock';
import type { LocationOption } from '../../domain/stock-columns';
import { PriceFilterField } from './price-filter-field';

interface Props {
  filters: StockFilters;
  onChange: (next: StockFilters) => void;
  locations: LocationOption[];
  /** The price bounds show only to a role that sees the list price (EDITOR3 does not). */
  withPrice: boolean;
}

export function VehicleListFilter({ filters, onChange, locations, withPrice }: Props) {
  const set = <K extends keyof StockFilters>(key: K, value: StockFilters[K]) =>
    onChange({ ...filters, [key]: value });
  // On a phone only the brand/model search shows until the user opens the other filters.
  const [expanded, setExpanded] = useState(false);
  const more = expanded ? 'contents' : { base: 'none', sm: 'contents' };
  const activeCount = (Object.keys(filters) as (keyof StockFilters)[]).filter(
    (k) => k !== 'brandModel' && filters[k] !== EMPTY_STOCK_FILTERS[k],
  ).length;

  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label="Filtros"
      columns={{ base: 1, sm: 2, lg: 4 }}
      gap="3"
      alignItems="end"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field.Root>
        <Field.Label>Marca ou modelo</Field.Label>
        <Input
          value={filters.brandModel}
          onChange={(e) => set('brandModel', e.target.value)}
          placeholder="Ex.: Renault Clio"
          size="lg"
        />
      </Field.Root>
      <Button
        hideFrom="sm"
        variant="outline"
        size="lg"
        minH="11"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        data-testid="stock-more-filters"
      >
        {expanded ? 'Menos filtros' : `Mais filtros${activeCount ? ` (${activeCount})` : ''}`}
      </Button>
      <Box display={more}>
        <Field.Root>
          <Field.Label>Matrícula</Field.Label>
          <Input
            value={filters.licensePlate}
            onChange={(e) => set('licensePlate', e.target.value.toUpperCase())}
            placeholder="Ex.: 12-AB-34"
            size="lg"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Localização</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={filters.location} onChange={(e) => set('location', e.target.value)}>
              <option value="">Todas</option>
              {locations.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Caixa de velocidades</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={filters.shift}
              onChange={(e) => set('shift', e.target.value as StockFilters['shift'])}
            >
              <option value="">Todas</option>
              {GEARBOXES.map((g) => (
                <option key={g} value={g}>
                  {GEARBOX_LABELS[g]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Tipo de veículo</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={filters.typeVehicle}
              onChange={(e) => set('typeVehicle', e.target.value as StockFilters['typeVehicle'])}
            >
              <option value="">Todos</option>
              {VEHICLE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {VEHICLE_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
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
        <Button
          variant="outline"
          size="lg"
          minH="11"
          disabled={!hasActiveFilters(filters)}
          onClick={() => onChange(EMPTY_STOCK_FILTERS)}
        >
          Limpar filtros
        </Button>
      </Box>
    </SimpleGrid>
  );
}
