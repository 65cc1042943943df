/**
 * The contacts list's table on the one list table of src/ui: sold contacts
 * tinted green and open ones red (spec 02 §2) — the status is also written in
 * each row, so the tint is never the only signal, and the text keeps its AA
 * contrast on it. On a phone a card per contact. A row (click or Enter) opens
 * the contact.
 */
import { Box } from '@chakra-ui/react';
import type { ContactSortKey } from '../../domain/contacts';
import { DataTable } from '../../ui/data-table';
import type { ListSorting } from '../../ui/use-url-state';
import { ContactCard, CONTACT_CARD_HEIGHT_PX } from './contact-card';
import { contactColumns } from './contact-columns';
import type { ContactListRow } from './use-contact-rows';

interface Props {
  label: string;
  rows: ContactListRow[];
  withSeller: boolean;
  sorting: ListSorting<ContactSortKey>;
  onOpen: (contactUuid: string) => void;
}

// As specific as the table body's own row background and hover (data-table-body.tsx), plus one:
// at equal weight the body's white won and every row was white (issue 24).
const STATUS_TINT = {
  '& [data-row][data-row][data-status="SOLD"]': { bg: 'green.subtle' },
  '& [data-row][data-row][data-open][data-status="SOLD"]:hover': { bg: 'green.muted' },
  '& [data-row][data-row][data-status="OPEN"]': { bg: 'red.subtle' },
  '& [data-row][data-row][data-open][data-status="OPEN"]:hover': { bg: 'red.muted' },
};

// Below these widths the table scrolls sideways (date and name stay): seven columns with the
// seller, six without, fit a 1024 px tablet beside the navigation rail.
const SELLER_MIN_WIDTH_PX = 880;
const SHORT_MIN_WIDTH_PX = 760;

export function ContactListTable({ label, rows, withSeller, sorting, onOpen }: Props) {
  return (
    <Box css={STATUS_TINT}>
      <DataTable<ContactListRow, ContactSortKey>
        label={label}
        testId="contact"
        columns={contactColumns(withSeller)}
        rows={rows}
        rowKey={(r) => r.contact.uuid}
        rowData={(r) => ({
          'data-status': r.contact.status,
          'data-uuid': r.contact.uuid,
          ...(r.staleDays !== null ? { 'data-stale-days': String(r.staleDays) } : {}),
        })}
        sort={sorting.sort}
        onSort={sorting.onSort}
        onOpen={(r) => onOpen(r.contact.uuid)}
        card={(r) => <ContactCard row={r} withSeller={withSeller} />}
        cardHeightPx={CONTACT_CARD_HEIGHT_PX}
        minWidthPx={withSeller ? SELLER_MIN_WIDTH_PX : SHORT_MIN_WIDTH_PX}
        maxH="calc(100dvh - 300px)"
      />
    </Box>
  );
}
