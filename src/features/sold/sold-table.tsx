/**
 * The sold list's table on the one list table of src/ui: the columns the role
 * may see, rows still SOLD (not yet delivered) tinted, and on a phone a card
 * per vehicle. A row (click or Enter) opens its sale details.
 */
import { Stack } from '@chakra-ui/react';
import type { Actor } from '../../domain/permissions';
import { can } from '../../domain/permissions';
import type { SoldSortKey } from '../../domain/sold';
import { seesSoldCosts } from '../../domain/sold-columns';
import { CardSort } from '../../ui/card-sort';
import { DataTable } from '../../ui/data-table';
import { useNarrowScreen } from '../../ui/data-table-scroll';
import type { ListSorting } from '../../ui/use-url-state';
import { VEHICLE_CARD_HEIGHT_PX } from '../../ui/vehicle-card';
import { SoldCard } from './sold-card';
import { soldColumns } from './sold-columns';
import type { SoldListRow } from './use-sold-rows';

interface Props {
  label: string;
  rows: SoldListRow[];
  user: Actor | null;
  names: ReadonlyMap<string, string>;
  sorting: ListSorting<SoldSortKey>;
  onOpen: (vehicleUuid: string) => void;
}

// A subtle tint (the text keeps its AA contrast on it); the state is also written in each row.
// As specific as the table body's own row background and hover (data-table-body.tsx), plus one:
// at equal weight the body's white won and no row was tinted (issue 24).
const SOLD_TINT = {
  '& [data-row][data-row][data-availability="SOLD"]': { bg: 'yellow.subtle' },
  '& [data-row][data-row][data-open][data-availability="SOLD"]:hover': { bg: 'yellow.muted' },
};

// Below these widths the table scrolls sideways: the cost roles' seven columns fit a 1024 px tablet
// beside the navigation rail; the other roles' two or three columns need far less.
const COST_MIN_WIDTH_PX = 900;
const SHORT_MIN_WIDTH_PX = 600;

export function SoldTable({ label, rows, user, names, sorting, onOpen }: Props) {
  const withValue = can(user, 'sold.columnSaleValue');
  const withMargin = seesSoldCosts(user);
  const narrow = useNarrowScreen();
  const columns = soldColumns(user, names);
  return (
    <Stack gap="3" css={SOLD_TINT}>
      {/* The cards have no headers to tap: the same sort, offered above them (issue 24). */}
      {narrow ? (
        <CardSort columns={columns} sort={sorting.sort} onSort={sorting.onSort} testId="sold" />
      ) : null}
      <DataTable<SoldListRow, SoldSortKey>
        label={label}
        testId="sold"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.vehicle.uuid}
        rowData={(r) => ({
          'data-plate': r.vehicle.licensePlate,
          'data-availability': r.vehicle.availability,
        })}
        sort={sorting.sort}
        onSort={sorting.onSort}
        onOpen={(r) => onOpen(r.vehicle.uuid)}
        card={(r) => <SoldCard row={r} withValue={withValue} withMargin={withMargin} />}
        cardHeightPx={VEHICLE_CARD_HEIGHT_PX}
        minWidthPx={withMargin ? COST_MIN_WIDTH_PX : SHORT_MIN_WIDTH_PX}
        maxH="calc(100dvh - 260px)"
      />
    </Stack>
  );
}
