/**
 * 'Veículos vendidos' (spec 02 §2 "Sold vehicles"): read from the mirror, so
 * it works offline; the filters and sort live in the address (no query: the
 * current month and year); the summary and CSV for the roles that have them.
 */
import { Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchCompanyCsv } from '../../data/documents';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import { can } from '../../domain/permissions';
import { SCREEN_TITLES } from '../../domain/screen-titles';
import {
  DEFAULT_SOLD_SORT,
  defaultSoldFilters,
  matchesSoldFilters,
  SOLD_SORT_KEYS,
  soldSortToQuery,
  soldFiltersFromQuery,
  soldFiltersToQuery,
  soldSummary,
  sortSold,
} from '../../domain/sold';
import { ALL_ROWS_QUERY_KEY } from '../../domain/stock';
import { seesSoldCosts, soldFiltersFor } from '../../domain/sold-columns';
import { CsvButton } from '../../ui/csv-button';
import { ListEmpty } from '../../ui/list-empty';
import { ListPage } from '../../ui/list-page';
import { useUrlState } from '../../ui/use-url-state';
import { useVisibleRows } from '../../ui/use-visible-rows';
import { SoldListFilter } from './sold-list-filter';
import { SoldSummary } from './sold-summary';
import { SoldTable } from './sold-table';
import { useSoldRows } from './use-sold-rows';

export const SOLD_TITLE = SCREEN_TITLES.sold;
export const SOLD_EMPTY_TEXT = 'Não existem veículos vendidos com estes filtros';
export const soldCsvFileName = (companyName: string) => `Lista de Vendas - ${companyName}.csv`;

const fromQuery = (q: URLSearchParams) => soldFiltersFromQuery(q, defaultSoldFilters(new Date()));

export function SoldList() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const company = useSessionStore((s) => s.company);
  const initialSync = useSyncStore((s) => s.initial);
  const online = useSyncStore((s) => s.online);
  const { rows, standLocations, sellers, loanCompanies, names } = useSoldRows();
  const {
    filters: asked,
    setFilters,
    sorting,
  } = useUrlState({
    fromQuery,
    toQuery: soldFiltersToQuery,
    sortKeys: SOLD_SORT_KEYS,
    defaultSort: DEFAULT_SOLD_SORT,
    // Every sale (no month, no year) would be an empty query, which means "the current month" on load.
    emptyKey: ALL_ROWS_QUERY_KEY,
  });
  const costs = seesSoldCosts(user);
  // The cost roles' filters are neither shown to nor applied for the others (even from a shared URL).
  const filters = useMemo(() => soldFiltersFor(user, asked), [user, asked]);
  const visible = useVisibleRows(rows, filters, sorting.sort, matchesSoldFilters, sortSold);
  const saleDates = useMemo(() => (rows ?? []).map((r) => r.sale?.dateOfSale ?? ''), [rows]);
  const open = useCallback(
    (uuid: string) => navigate(`/admin/vehicle-details/${uuid}/sale-details`),
    [navigate],
  );

  return (
    <ListPage
      title={SOLD_TITLE}
      actions={
        can(user, 'sold.csv') && company ? (
          <CsvButton
            testId="sold-csv"
            online={online}
            fileName={soldCsvFileName(company.name)}
            fetchCsv={() =>
              fetchCompanyCsv(
                company.uuid,
                'sales',
                soldSortToQuery(soldFiltersToQuery(filters), sorting.sort),
              )
            }
          />
        ) : null
      }
      filters={
        <SoldListFilter
          filters={filters}
          onChange={setFilters}
          saleDates={saleDates}
          costs={costs ? { locations: standLocations, sellers, loanCompanies } : null}
        />
      }
      progress={initialSync}
      rows={visible}
      waitForFirstSync
      summary={(shown) =>
        costs ? (
          <SoldSummary summary={soldSummary(shown)} />
        ) : (
          <Text color="fg.muted" data-testid="sold-count">
            {shown.length === 1 ? '1 venda' : `${shown.length} vendas`}
          </Text>
        )
      }
      empty={<ListEmpty text={SOLD_EMPTY_TEXT} testId="sold-empty" />}
      table={(shown) => (
        <SoldTable
          label={SOLD_TITLE}
          rows={shown}
          user={user}
          names={names}
          sorting={sorting}
          onOpen={open}
        />
      )}
    />
  );
}
