/**
 * The notifications drawer (spec 01 §2 "Notifications drawer", §9): opened
 * from the bell, from the end of the screen, at most 611 px wide, animated in
 * 0.25 s. The user's notifications grouped by day ('Hoje', 'Ontem',
 * DD-MM-YYYY), newest day first, unread first within a day. Everything reads
 * the mirror and writes through actions, so it all works offline.
 */
import { Button, CloseButton, Drawer, Heading, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserNotification } from '../../domain/entities';
import { groupNotificationsByDay, notificationTarget } from '../../domain/notifications';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteAllNotifications } from './actions/delete-all-notifications';
import { deleteNotification } from './actions/delete-notification';
import { markAllRead } from './actions/mark-all-read';
import { setRead, toggleRead } from './actions/toggle-read';
import { NotificationItem } from './notification-item';
import { useNotifications } from './use-notifications';

export const NOTIFICATIONS_TITLE = 'Notificações';
export const NOTIFICATIONS_EMPTY = 'Não tem notificações';
export const DRAWER_MAX_WIDTH_PX = 611;
export const DRAWER_ANIMATION = '0.25s';
export const DELETE_ALL_TITLE = 'Eliminar todas as notificações';
export const DELETE_ALL_TEXT = 'Tem a certeza que quer eliminar todas as notificações?';

const animation = { animationDuration: DRAWER_ANIMATION } as const;

export interface NotificationsDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function NotificationsDrawer({ open, onClose }: NotificationsDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="end"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop _open={animation} _closed={animation} />
        <Drawer.Positioner>
          <Drawer.Content
            maxW={`${DRAWER_MAX_WIDTH_PX}px`}
            _open={animation}
            _closed={animation}
            data-testid="notifications-drawer"
          >
            <NotificationsPanel onClose={onClose} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The drawer's content: mounted on each opening, so 'Hoje' is today's at that moment. */
function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const [now] = useState(() => new Date());
  // Deleting them all cannot be undone from here: it asks first.
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  const groups = useMemo(() => groupNotificationsByDay(notifications ?? [], now), [notifications, now]);
  const unread = notifications?.filter((n) => !n.isRead).length ?? 0;
  const empty = notifications !== undefined && notifications.length === 0;

  const open = (n: UserNotification) => {
    if (!n.isRead) void setRead(n, true);
    const target = notificationTarget(n);
    if (!target) return;
    onClose();
    void navigate(target);
  };

  return (
    <>
      <Drawer.Header flexDirection="column" alignItems="stretch" gap="3" pe="14">
        <Drawer.Title>{NOTIFICATIONS_TITLE}</Drawer.Title>
        {notifications && notifications.length > 0 ? (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              minH="11"
              variant="outline"
              disabled={unread === 0}
              onClick={() => void markAllRead()}
              data-testid="notifications-mark-all-read"
            >
              Marcar todas como lidas
            </Button>
            <Button
              size="sm"
              minH="11"
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirmingDeleteAll(true)}
              data-testid="notifications-delete-all"
            >
              Eliminar todas
            </Button>
          </HStack>
        ) : null}
      </Drawer.Header>
      <Drawer.Body>
        {notifications === undefined ? (
          <Spinner role="status" aria-label="A carregar as notificações" />
        ) : empty ? (
          <Text color="fg.muted" data-testid="notifications-empty">
            {NOTIFICATIONS_EMPTY}
          </Text>
        ) : (
          <Stack gap="5" pb="4">
            {groups.map((group) => (
              <Stack
                as="section"
                key={group.key}
                gap="1"
                aria-labelledby={`notifications-day-${group.key}`}
                data-testid="notifications-group"
              >
                <Heading
                  as="h3"
                  size="sm"
                  color="fg.muted"
                  id={`notifications-day-${group.key}`}
                  data-testid="notifications-group-heading"
                >
                  {group.heading}
                </Heading>
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                  {group.items.map((n) => (
                    <NotificationItem
                      key={n.uuid}
                      notification={n}
                      onToggleRead={(item) => void toggleRead(item)}
                      onOpen={open}
                      onDelete={(item) => void deleteNotification(item)}
                    />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Drawer.Body>
      <Drawer.CloseTrigger asChild>
        <CloseButton aria-label="Fechar" minW="11" minH="11" />
      </Drawer.CloseTrigger>
      <ConfirmDialog
        open={confirmingDeleteAll}
        title={DELETE_ALL_TITLE}
        text={DELETE_ALL_TEXT}
        confirmLabel="Eliminar todas"
        onCancel={() => setConfirmingDeleteAll(false)}
        onConfirm={() => {
          setConfirmingDeleteAll(false);
          void deleteAllNotifications();
        }}
      />
    </>
  );
}
