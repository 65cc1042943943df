/**
 * The list of one kind of a company's records, in a tab of the company page
 * or a section of a screen (stands, users, suppliers, financing companies;
 * spec 01 §2, §4, §9): the spinner while the mirror is read, the empty prompt
 * with its create button ('Não existem … associados a esta empresa'), or the
 * create button over the one list table. Each column sorts by its own value
 * (a header click, a second click turns it); the list opens sorted by its
 * first sortable column. A screen of its own uses ListPage instead; both show
 * DataTable.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toggleSort, type SortState } from '../domain/stock';
import { DataTable } from './data-table';
import { sortRows, type DataColumn, type SortValue } from './data-table-types';
import { ListEmpty } from './list-empty';
import { Loading } from './loading';

/** A column of a resource list: a DataColumn whose sort key is its id, sorting by `sortValue`. */
export interface ResourceColumn<T> extends Omit<DataColumn<T, string>, 'sortKey'> {
  /** The row's value for this column's sort; a column without one does not sort. */
  sortValue?: (row: T) => SortValue;
}

/** The words of a resource list, word for word from the spec (a feature's texts object holds them). */
export interface ResourceListTexts {
  /** Accessible name of the table ('Lista de Stands'). */
  list: string;
  /** What the empty list says. */
  empty: string;
  /** The create button's text ('Criar stand'), over the table and in the empty prompt. */
  create: string;
}

export interface ResourceListProps<T extends { uuid: string }> {
  /** The records in any order, keyed by uuid; undefined while the mirror is read. */
  records: T[] | undefined;
  columns: readonly ResourceColumn<T>[];
  /** Prefix of the test ids: `{testId}-empty`, `{testId}-table`, `{testId}-row`, `{testId}-sort-{column}`. */
  testId: string;
  texts: ResourceListTexts;
  /** The address of a record's page: a row opens it. */
  openPath?: (uuid: string) => string;
  /** An inactive row is tinted red (spec 01 §4). */
  inactive?: (row: T) => boolean;
  /** The create action; without it (the user may not create) there is no create button. */
  onCreate?: () => void;
  /** 'tab': right under the company page's tabs; 'section': under a heading of its own. */
  placement?: 'tab' | 'section';
  /** A test id of the whole list. */
  containerTestId?: string;
  /** The dialogs of the rows' actions. */
  children?: ReactNode;
}

export function ResourceList<T extends { uuid: string }>(props: ResourceListProps<T>) {
  const { records, columns, testId, texts, openPath, onCreate } = props;
  const navigate = useNavigate();
  const inTab = (props.placement ?? 'tab') === 'tab';
  const [sort, setSort] = useState<SortState<string> | null>(() => {
    const first = columns.find((c) => c.sortValue);
    return first ? { key: first.id, direction: 'asc' } : null;
  });
  const tableColumns = useMemo(
    () => columns.map((c): DataColumn<T, string> => ({ ...c, sortKey: c.sortValue ? c.id : undefined })),
    [columns],
  );
  const rows = useMemo(() => {
    if (!records) return undefined;
    const valueOf = (row: T, key: string) => columns.find((c) => c.id === key)?.sortValue?.(row);
    return sortRows(records, sort, valueOf);
  }, [records, sort, columns]);

  if (!rows) return <Loading size="md" py={inTab ? '12' : '8'} />;
  return (
    <Stack gap="3" pt={inTab ? '4' : undefined} data-testid={props.containerTestId}>
      {rows.length === 0 ? (
        <ListEmpty
          testId={`${testId}-empty`}
          text={texts.empty}
          actionLabel={texts.create}
          onAction={onCreate}
        />
      ) : (
        <>
          {onCreate ? (
            <HStack justify="flex-end">
              <Button colorPalette="red" minH="11" onClick={onCreate}>
                {texts.create}
              </Button>
            </HStack>
          ) : null}
          <DataTable
            label={texts.list}
            testId={testId}
            columns={tableColumns}
            rows={rows}
            rowKey={(row) => row.uuid}
            sort={sort}
            onSort={(key) => setSort(toggleSort(sort, key))}
            onOpen={openPath ? (row) => navigate(openPath(row.uuid)) : undefined}
            inactive={props.inactive}
          />
        </>
      )}
      {props.children}
    </Stack>
  );
}
