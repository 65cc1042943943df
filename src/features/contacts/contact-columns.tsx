/**
 * The contacts list's columns (spec 02 §2 "Contacts list"): date, name (with
 * the "no contact for N days" flag), status, phone, seller (admin and manager
 * only), the last interaction's text and date ('Sem iterações' when none).
 * The date and name stay at the left while the rest scrolls.
 */
import { Box, Text } from '@chakra-ui/react';
import { CONTACT_MESSAGES, staleContactLabel, type ContactSortKey } from '../../domain/contacts';
import { formatDateSlash } from '../../domain/format';
import { CONTACT_STATUS_LABELS } from '../../domain/labels';
import type { DataColumn } from '../../ui/data-table-types';
import type { ContactListRow } from './use-contact-rows';

type Column = DataColumn<ContactListRow, ContactSortKey>;

/** Dark enough for AA contrast on white and on the red (open) row tint. */
const STALE_COLOUR = 'orange.800';

export function StaleFlag({ days }: { days: number | null }) {
  if (days === null) return null;
  return (
    <Text as="span" fontSize="sm" fontWeight="semibold" color={STALE_COLOUR} data-testid="contact-stale">
      {staleContactLabel(days)}
    </Text>
  );
}

export function ContactStatusText({ row }: { row: ContactListRow }) {
  return (
    <Text as="span" fontWeight="semibold" data-testid="contact-status">
      {CONTACT_STATUS_LABELS[row.contact.status]}
    </Text>
  );
}

/** The last interaction's text, or 'Sem iterações'; `inline` inside a line of a card (no clamp of its own). */
export function LastInteractionText({ row, inline = false }: { row: ContactListRow; inline?: boolean }) {
  const last = row.lastInteraction;
  if (!last) {
    return (
      <Text as="span" color="fg.muted" data-testid="contact-last-interaction">
        {CONTACT_MESSAGES.noInteractions}
      </Text>
    );
  }
  return (
    <Text
      as="span"
      lineClamp={inline ? undefined : 2}
      title={last.description}
      data-testid="contact-last-interaction"
    >
      {last.description}
    </Text>
  );
}

export function contactColumns(withSeller: boolean): Column[] {
  return [
    {
      id: 'date',
      header: 'Data',
      sortKey: 'date',
      widthPx: 110,
      pin: 'start',
      cell: ({ contact: c }) => (
        <Box>
          <Text>{formatDateSlash(c.date)}</Text>
          {c.hour ? (
            <Text fontSize="sm" color="fg.muted">
              {c.hour.slice(0, 5)}
            </Text>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'name',
      header: 'Nome',
      sortKey: 'name',
      widthPx: 220,
      pin: 'start',
      cell: (row) => (
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {row.contact.name}
          </Text>
          <StaleFlag days={row.staleDays} />
        </Box>
      ),
    },
    {
      id: 'status',
      header: 'Estado',
      sortKey: 'status',
      ratio: 0.8,
      cell: (row) => <ContactStatusText row={row} />,
    },
    {
      id: 'phone',
      header: 'Telefone',
      sortKey: 'phone',
      ratio: 1,
      cell: ({ contact: c }) => (
        <Box minW="0">
          <Text>{c.phone || '—'}</Text>
          {c.email ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {c.email}
            </Text>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'seller',
      header: 'Vendedor',
      sortKey: 'seller',
      ratio: 1,
      hidden: !withSeller,
      cell: (row) => row.sellerName || '—',
    },
    {
      id: 'lastInteraction',
      header: 'Última interação',
      ratio: 1.8,
      cell: (row) => <LastInteractionText row={row} />,
    },
    {
      id: 'lastInteractionDate',
      header: 'Data da última interação',
      sortKey: 'lastInteraction',
      ratio: 1.2,
      cell: (row) => formatDateSlash(row.lastInteraction?.date),
    },
  ];
}
