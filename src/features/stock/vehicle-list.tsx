/** 'Veículos em stock' (spec 01 §2 "Stock list"), read from the mirror, filtered and sorted locally. */
import { Button, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync/sync-store';
import { STOCK_AVAILABILITIES } from '../../domain/enums';
import { can } from '../../domain/permissions';
import {
  DEFAULT_STOCK_SORT,
  hasActiveFilters,
  isoDate,
  matchesStockFilters,
  sortStock,
  STOCK_SORT_KEYS,
  stockFiltersFromQuery,
  stockFiltersToQuery,
} from '../../domain/stock';
import { stockFiltersFor, seesListPrice } from '../../domain/stock-columns';
import { countOnScreen } from '../../domain/sold-on-screen';
import { useNarrowScreen } from '../../ui/data-table-scroll';
import { ListPage } from '../../ui/list-page';
import { toastSuccess } from '../../ui/toaster';
import { downloadStockCsv } from './actions/download-stock-csv';
import { StockAddButton } from './stock-add-button';
import { StockCount } from './stock-count';
import { StockTable } from './stock-table';
import { useSoldOnScreen } from './use-sold-on-screen';
import { useStockRows } from './use-stock-rows';
import { opensOnFirstScreen } from './first-screen-read';
import { useUrlState } from '../../ui/use-url-state';
import { useVisibleRows } from '../../ui/use-visible-rows';
import { VehicleEmpty } from './vehicle-empty';
import { VehicleListFilter } from './vehicle-list-filter';

export const STOCK_TITLE = 'Veículos em stock';
export const CSV_TOAST = 'O CSV será transferido automaticamente';

export function VehicleList() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const initialSync = useSyncStore((s) => s.initial);
  const company = useSessionStore((s) => s.company);
  const narrow = useNarrowScreen();
  const {
    filters: asked,
    setFilters,
    sorting,
    sortChosen,
  } = useUrlState({
    fromQuery: stockFiltersFromQuery,
    toQuery: stockFiltersToQuery,
    sortKeys: STOCK_SORT_KEYS,
    defaultSort: DEFAULT_STOCK_SORT,
  });
  // The default view opens on its first screenful, read before the whole list (use-stock-rows).
  const stock = useStockRows(STOCK_AVAILABILITIES, {
    firstScreen: opensOnFirstScreen(asked, sortChosen),
  });
  const { partial, activeStandCount, standLocations } = stock;
  // A vehicle a colleague sold while this list is open stays in it, marked 'Vendido' (issue 23).
  const rows = useSoldOnScreen(stock.rows);
  const today = isoDate(new Date());
  // Price bounds a role may not see would only ever empty the list: they are not applied, nor shown.
  const filters = useMemo(() => stockFiltersFor(user, asked), [user, asked]);

  const visible = useVisibleRows(rows, filters, sorting.sort, matchesStockFilters, sortStock) as
    typeof rows | undefined;
  // The first screenful is the default view's: another filter or sort waits for the whole list.
  const shown = partial && (sortChosen || hasActiveFilters(filters)) ? undefined : visible;

  const canCreate = can(user, 'vehicle.create') && activeStandCount > 0;
  const onCsv = async () => {
    if (!company) return;
    if (await downloadStockCsv(company.uuid, company.name)) toastSuccess(CSV_TOAST);
  };

  return (
    <ListPage
      title={STOCK_TITLE}
      actions={
        <HStack gap="3">
          {can(user, 'stock.csv') && company ? (
            <Button
              variant="outline"
              size="lg"
              minH="11"
              onClick={() => void onCsv()}
              data-testid="stock-csv"
            >
              CSV
            </Button>
          ) : null}
          {canCreate && !narrow ? (
            <StockAddButton floating={false} onClick={() => navigate('/admin/vehicle/new')} />
          ) : null}
        </HStack>
      }
      filters={
        <VehicleListFilter
          filters={filters}
          onChange={setFilters}
          locations={standLocations}
          withPrice={seesListPrice(user)}
        />
      }
      progress={initialSync}
      waitForFirstSync
      rows={shown}
      // Only the whole list is counted: the first screenful alone would give a wrong count.
      // In stock only: the vehicles sold while the list is open are said apart.
      summary={
        partial
          ? undefined
          : (all) => {
              const { inStock, sold } = countOnScreen(all);
              return <StockCount count={inStock} soldMeanwhile={sold} />;
            }
      }
      empty={
        <VehicleEmpty
          reason={activeStandCount === 0 ? 'noStand' : hasActiveFilters(filters) ? 'filtered' : 'none'}
        />
      }
      table={(shown) => (
        <StockTable
          label={STOCK_TITLE}
          rows={shown}
          user={user}
          today={today}
          sorting={sorting}
          onOpen={(uuid) => navigate(`/admin/vehicle-details/${uuid}/`)}
        />
      )}
      footer={
        canCreate && narrow ? (
          <StockAddButton floating onClick={() => navigate('/admin/vehicle/new')} />
        ) : null
      }
    />
  );
}
