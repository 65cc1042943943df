/** A contact as a compact card on a phone: name and status, date and phone, seller (per role), last interaction and the stale flag. */
import { Box, HStack, Text } from '@chakra-ui/react';
import { formatDateSlash } from '../../domain/format';
import { ContactStatusText, LastInteractionText, StaleFlag } from './contact-columns';
import type { ContactListRow } from './use-contact-rows';

export const CONTACT_CARD_HEIGHT_PX = 120;

interface Props {
  row: ContactListRow;
  withSeller: boolean;
}

export function ContactCard({ row, withSeller }: Props) {
  const { contact: c, lastInteraction } = row;
  return (
    <Box px="3" py="2" height="100%" overflow="hidden" data-testid="contact-card">
      <HStack justify="space-between" gap="2">
        <Text fontWeight="semibold" truncate>
          {c.name}
        </Text>
        <ContactStatusText row={row} />
      </HStack>
      <Text fontSize="sm" color="fg.muted" truncate>
        {formatDateSlash(c.date)} · {c.phone || '—'}
        {withSeller && row.sellerName ? ` · ${row.sellerName}` : ''}
      </Text>
      <Text fontSize="sm" truncate>
        {lastInteraction ? `${formatDateSlash(lastInteraction.date)} · ` : ''}
        <LastInteractionText row={row} inline />
      </Text>
      <StaleFlag days={row.staleDays} />
    </Box>
  );
}
