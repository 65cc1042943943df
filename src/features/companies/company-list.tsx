/**
 * 'Empresas disponíveis' (spec 01 §2 "Companies list", §9): the active
 * companies, filtered by name and number of stands, sorted by name, colour,
 * number of stands or number of vehicles; a round button creates one.
 */
import { Box, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toggleSort, type SortState } from '../../domain/stock';
import { adminPaths } from '../../ui/admin-paths';
import { PlusIcon } from '../../ui/icons';
import { ListEmpty } from '../../ui/list-empty';
import { ListPage } from '../../ui/list-page';
import { DataTable } from '../../ui/data-table';
import { sortRows, type DataColumn } from '../../ui/data-table-types';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useVisibleRows } from '../../ui/use-visible-rows';
import { ColorSwatch } from './company-inputs';
import { CompanyListFilter, EMPTY_COMPANY_FILTERS, type CompanyFilters } from './company-list-filter';
import { CompanyLogo } from './company-logo';
import { useCompanyRows, type CompanyRow } from './use-company-rows';

export const COMPANIES_TITLE = 'Empresas disponíveis';
export const COMPANY_SORT_KEYS = ['name', 'color', 'numberOfStands', 'numberOfCars'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

const DEFAULT_SORT: SortState<CompanySortKey> = { key: 'name', direction: 'asc' };

function sortValue(row: CompanyRow, key: CompanySortKey) {
  switch (key) {
    case 'name':
      return row.company.name;
    case 'color':
      return row.company.color;
    case 'numberOfStands':
      return row.numberOfStands;
    case 'numberOfCars':
      return row.numberOfCars;
  }
}

export function matchesCompanyFilters(row: CompanyRow, f: CompanyFilters): boolean {
  const name = f.name.trim().toLowerCase();
  if (name && !row.company.name.toLowerCase().includes(name)) return false;
  if (f.numberOfStands !== '' && row.numberOfStands !== Number(f.numberOfStands)) return false;
  return true;
}

const COLUMNS: DataColumn<CompanyRow, CompanySortKey>[] = [
  {
    id: 'logo',
    header: 'Logo',
    // Logo and name stay put while the counts scroll sideways on a phone.
    widthPx: 80,
    pin: 'start',
    cell: ({ company }) => <CompanyLogo logo={company.logo} size="10" />,
  },
  {
    id: 'name',
    header: 'Nome',
    widthPx: 200,
    pin: 'start',
    sortKey: 'name',
    cell: ({ company }) => company.name,
  },
  {
    id: 'color',
    header: 'Cor',
    ratio: 1.4,
    sortKey: 'color',
    cell: ({ company }) => <ColorSwatch color={company.color} />,
  },
  {
    id: 'numberOfStands',
    header: 'Número de stands',
    ratio: 1.2,
    sortKey: 'numberOfStands',
    cell: (r) => r.numberOfStands,
  },
  {
    id: 'numberOfCars',
    header: 'Número de veículos',
    ratio: 1.2,
    sortKey: 'numberOfCars',
    cell: (r) => r.numberOfCars ?? '—',
  },
];

const sortCompanies = (rows: CompanyRow[], sort: SortState<CompanySortKey>) =>
  sortRows(rows, sort, sortValue);

export function CompanyList() {
  const navigate = useNavigate();
  const rows = useCompanyRows();
  const [filters, setFilters] = useState<CompanyFilters>(EMPTY_COMPANY_FILTERS);
  const applied = useDebouncedValue(filters);
  const [sort, setSort] = useState<SortState<CompanySortKey>>(DEFAULT_SORT);
  const visible = useVisibleRows(rows, applied, sort, matchesCompanyFilters, sortCompanies);

  return (
    <ListPage
      title={COMPANIES_TITLE}
      filters={<CompanyListFilter filters={filters} onChange={setFilters} />}
      rows={visible}
      summary={(shown) =>
        shown.length === 0 ? null : (
          <Text color="fg.muted">{shown.length === 1 ? '1 empresa' : `${shown.length} empresas`}</Text>
        )
      }
      empty={
        <ListEmpty
          testId="companies-empty"
          text={rows?.length ? 'Não existem empresas com estes filtros' : 'Não existem empresas'}
        />
      }
      table={(shown) => (
        <DataTable
          label={COMPANIES_TITLE}
          testId="companies"
          columns={COLUMNS}
          rows={shown}
          rowKey={(r) => r.company.uuid}
          sort={sort}
          onSort={(key) => setSort(toggleSort(sort, key))}
          onOpen={(r) => navigate(adminPaths.company(r.company.uuid))}
        />
      )}
      footer={
        <Box position="fixed" right={{ base: '4', md: '8' }} bottom={{ base: '20', md: '8' }} zIndex="docked">
          <IconButton
            aria-label="Criar empresa"
            data-testid="company-add"
            borderRadius="full"
            size="2xl"
            colorPalette="red"
            boxShadow="lg"
            onClick={() => navigate(adminPaths.newCompany())}
          >
            <PlusIcon />
          </IconButton>
        </Box>
      }
    />
  );
}
