/** 'Veículos em stock' (spec 01 §2 "Stock list"), read from the mirror, filtered and sorted locally. */
import { Box, Button, Center, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
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
  toggleSort,
} from '../../domain/stock';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { toastSuccess } from '../../ui/toaster';
import { downloadStockCsv } from './actions/download-stock-csv';
import { FirstSyncProgress } from './first-sync-progress';
import { StockTable } from './stock-table';
import { useStockRows } from './use-stock-rows';
import { useUrlState } from './use-url-state';
import { VehicleEmpty } from './vehicle-empty';
import { VehicleListFilter } from './vehicle-list-filter';

export const STOCK_TITLE = 'Veículos em stock';
export const CSV_TOAST = 'O CSV será transferido automaticamente';

export function VehicleList() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const company = useSessionStore((s) => s.company);
  const { rows, activeStandCount, standLocations } = useStockRows(STOCK_AVAILABILITIES);
  const { filters, setFilters, sort, setSort } = useUrlState({
    fromQuery: stockFiltersFromQuery,
    toQuery: stockFiltersToQuery,
    sortKeys: STOCK_SORT_KEYS,
  });
  const today = isoDate(new Date());

  const visible = useMemo(
    () =>
      rows
        ? sortStock(
            rows.filter((r) => matchesStockFilters(r, filters)),
            sort ?? DEFAULT_STOCK_SORT,
          )
        : undefined,
    [rows, filters, sort],
  ) as typeof rows;

  const canCreate = can(user, 'vehicle.create') && activeStandCount > 0;
  const onCsv = async () => {
    if (!company) return;
    if (await downloadStockCsv(company.uuid, company.name)) toastSuccess(CSV_TOAST);
  };

  return (
    <Stack gap="4" px={{ base: '2', md: '6' }} pb="24">
      <PageHeader
        title={STOCK_TITLE}
        actions={
          can(user, 'stock.csv') && company ? (
            <Button
              variant="outline"
              size="lg"
              minH="11"
              onClick={() => void onCsv()}
              data-testid="stock-csv"
            >
              CSV
            </Button>
          ) : null
        }
      />
      <VehicleListFilter filters={filters} onChange={setFilters} locations={standLocations} />
      <FirstSyncProgress />
      {visible ? (
        <Text color="fg.muted" data-testid="stock-count">
          {visible.length === 1 ? '1 veículo' : `${visible.length} veículos`}
        </Text>
      ) : null}
      {visible === undefined ? (
        <Center py="16">
          <Spinner size="lg" aria-label="A carregar" />
        </Center>
      ) : visible.length === 0 ? (
        <VehicleEmpty
          reason={activeStandCount === 0 ? 'noStand' : hasActiveFilters(filters) ? 'filtered' : 'none'}
        />
      ) : (
        <StockTable
          rows={visible}
          user={user}
          today={today}
          sort={sort ?? DEFAULT_STOCK_SORT}
          onSort={(key) => setSort(toggleSort(sort ?? DEFAULT_STOCK_SORT, key))}
          onOpen={(uuid) => navigate(`/admin/vehicle-details/${uuid}/`)}
        />
      )}
      {canCreate ? (
        <Box position="fixed" right={{ base: '4', md: '8' }} bottom={{ base: '20', md: '8' }} zIndex="docked">
          <IconButton
            aria-label="Criar veículo"
            data-testid="stock-add"
            borderRadius="full"
            size="2xl"
            colorPalette="red"
            boxShadow="lg"
            onClick={() => navigate('/admin/vehicle/new')}
          >
            <PlusIcon />
          </IconButton>
        </Box>
      ) : null}
    </Stack>
  );
}
