/** The bell with the unread badge (spec 01 §2); the drawer it opens comes with the notifications issue. */
import { Box, IconButton } from '@chakra-ui/react';
import { badgeText } from '../../domain/notifications';
import { BellIcon } from '../../ui/icons';
import { navButtonStyle } from './nav-link-item';
import { NavTooltip } from './nav-tooltip';
import { useUnreadNotificationCount } from './use-unread-notification-count';

export const NOTIFICATIONS_LABEL = 'Notificações';

export function NotificationsBell() {
  const badge = badgeText(useUnreadNotificationCount());
  const label = badge ? `${NOTIFICATIONS_LABEL} (${badge} por ler)` : NOTIFICATIONS_LABEL;

  return (
    <NavTooltip label={NOTIFICATIONS_LABEL}>
      <IconButton aria-label={label} data-testid="nav-notifications" position="relative" {...navButtonStyle}>
        <BellIcon />
        {badge ? (
          <Box
            as="span"
            data-testid="notifications-badge"
            position="absolute"
            top="1"
            right="1"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="5"
            textAlign="center"
          >
            {badge}
          </Box>
        ) : null}
      </IconButton>
    </NavTooltip>
  );
}
