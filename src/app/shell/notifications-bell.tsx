/**
 * The bell with the unread badge (spec 01 §2: '+9' above 9); it opens the
 * notifications drawer, which loads on the first opening (it is not part of
 * the first screen) and then stays, so it can animate out.
 */
import { Box, IconButton } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { badgeText } from '../../domain/notifications';
import { BellIcon } from '../../ui/icons';
import { navButtonStyle } from './nav-link-item';
import { NavTooltip } from './nav-tooltip';
import { useUnreadNotificationCount } from './use-unread-notification-count';
import { lazyRetrying } from '../../ui/lazy-retrying';

const NotificationsDrawer = lazyRetrying(() =>
  import('../../features/notifications').then((m) => ({ default: m.NotificationsDrawer })),
);

export const NOTIFICATIONS_LABEL = 'Notificações';

export function NotificationsBell() {
  const badge = badgeText(useUnreadNotificationCount());
  const label = badge ? `${NOTIFICATIONS_LABEL} (${badge} por ler)` : NOTIFICATIONS_LABEL;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <NavTooltip label={NOTIFICATIONS_LABEL}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="nav-notifications"
          position="relative"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          {...navButtonStyle}
        >
          <BellIcon />
          {badge ? (
            <Box
              as="span"
              data-testid="notifications-badge"
              position="absolute"
              top="1"
              right="1"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              minW="5"
              h="5"
              px="1"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="xs"
              fontWeight="bold"
              // A unitless line height multiplies the font size ('5' would be 60 px and push
              // the digit out of the 20 px circle): the flex box centres it instead.
              lineHeight="1"
              whiteSpace="nowrap"
            >
              {badge}
            </Box>
          ) : null}
        </IconButton>
      </NavTooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
