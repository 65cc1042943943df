/**
 * 'Veículos em espera' (spec 01 §2 "Waiting vehicles"): vehicles with no list
 * price and no sale, a sale below 1, or in repair; checkboxes 'Em reparação'
 * and 'Sem preço'; the stock columns plus a status column.
 */
import { Button, Checkbox, HStack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync/sync-store';
import { USER_SETTABLE_AVAILABILITIES } from '../../domain/enums';
import {
  DEFAULT_STOCK_SORT,
  isoDate,
  isWaiting,
  sortStock,
  STOCK_SORT_KEYS,
  type StockRow,
  type WaitingFilters,
} from '../../domain/stock';
import { ListPage } from '../../ui/list-page';
import { StockCount } from './stock-count';
import { StockTable } from './stock-table';
import { useStockRows } from './use-stock-rows';
import { useUrlState } from '../../ui/use-url-state';
import { useVisibleRows } from '../../ui/use-visible-rows';
import { VehicleEmpty } from './vehicle-empty';

export const WAITING_TITLE = 'Veículos em espera';

const fromQuery = (q: URLSearchParams): WaitingFilters => ({
  inRepair: q.get('inrepair') === 'true',
  noPrice: q.get('noprice') === 'true',
});
const toQuery = (f: WaitingFilters) => {
  const q = new URLSearchParams();
  if (f.inRepair) q.set('inrepair', 'true');
  if (f.noPrice) q.set('noprice', 'true');
  return q;
};

function FilterCheckbox(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root
      checked={props.checked}
      onCheckedChange={(e) => props.onChange(e.checked === true)}
      size="lg"
      minH="11"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function WaitingList() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const initialSync = useSyncStore((s) => s.initial);
  const { rows, salePrices } = useStockRows(USER_SETTABLE_AVAILABILITIES);
  const { filters, setFilters, sorting } = useUrlState({
    fromQuery,
    toQuery,
    sortKeys: STOCK_SORT_KEYS,
    defaultSort: DEFAULT_STOCK_SORT,
  });
  const keep = useCallback(
    (r: StockRow, f: WaitingFilters) => isWaiting(r.vehicle, salePrices.get(r.vehicle.uuid), f),
    [salePrices],
  );
  const visible = useVisibleRows(rows, filters, sorting.sort, keep, sortStock) as typeof rows | undefined;

  return (
    <ListPage
      title={WAITING_TITLE}
      filters={
        <HStack gap="6" wrap="wrap">
          <FilterCheckbox
            label="Em reparação"
            checked={filters.inRepair}
            onChange={(inRepair) => setFilters({ ...filters, inRepair })}
          />
          <FilterCheckbox
            label="Sem preço"
            checked={filters.noPrice}
            onChange={(noPrice) => setFilters({ ...filters, noPrice })}
          />
          <Button
            variant="outline"
            size="lg"
            minH="11"
            disabled={!filters.inRepair && !filters.noPrice}
            onClick={() => setFilters({ inRepair: false, noPrice: false })}
          >
            Limpar
          </Button>
        </HStack>
      }
      progress={initialSync}
      waitForFirstSync
      rows={visible}
      summary={(shown) => <StockCount count={shown.length} />}
      empty={<VehicleEmpty reason="filtered" />}
      table={(shown) => (
        <StockTable
          label={WAITING_TITLE}
          rows={shown}
          user={user}
          today={isoDate(new Date())}
          sorting={sorting}
          onOpen={(uuid) => navigate(`/admin/vehicle-details/${uuid}/`)}
          withStatus
        />
      )}
    />
  );
}
