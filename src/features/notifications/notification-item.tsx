/**
 * One notification in the drawer: the dot that toggles read/unread, the
 * notification itself (a click marks it read and opens its vehicle, except a
 * sale's), and its delete button. Every target is at least 44 px.
 */
import { Box, chakra, HStack, IconButton, Text, type IconButtonProps } from '@chakra-ui/react';
import type { UserNotification } from '../../domain/entities';
import { NOTIFICATION_TYPE_LABELS } from '../../domain/labels';
import { notificationTime, notificationVehicle } from '../../domain/notifications';
import { TrashIcon } from '../../ui/icons';

export const MARK_READ_LABEL = 'Marcar como lida';
export const MARK_UNREAD_LABEL = 'Marcar como não lida';
export const DELETE_LABEL = 'Eliminar notificação';

interface Props {
  notification: UserNotification;
  onToggleRead: (n: UserNotification) => void;
  onOpen: (n: UserNotification) => void;
  onDelete: (n: UserNotification) => void;
}

/** An icon button of the row, 44 px at least, its label also its tooltip. */
function RowIconButton({ label, ...props }: Omit<IconButtonProps, 'aria-label'> & { label: string }) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      minW="11"
      minH="11"
      flexShrink={0}
      aria-label={label}
      title={label}
      {...props}
    />
  );
}

export function NotificationItem({ notification: n, onToggleRead, onOpen, onDelete }: Props) {
  const unread = !n.isRead;
  const vehicle = notificationVehicle(n);
  return (
    <HStack
      as="li"
      gap="1"
      align="center"
      borderRadius="md"
      bg={unread ? 'brand.subtle' : 'transparent'}
      data-testid="notification"
      data-notification-uuid={n.uuid}
      data-read={n.isRead ? 'true' : 'false'}
    >
      <RowIconButton
        label={unread ? MARK_READ_LABEL : MARK_UNREAD_LABEL}
        onClick={() => onToggleRead(n)}
        data-testid="notification-dot"
      >
        <Box
          as="span"
          boxSize="3"
          borderRadius="full"
          borderWidth="2px"
          borderColor={unread ? 'brand.solid' : 'fg.subtle'}
          bg={unread ? 'brand.solid' : 'transparent'}
        />
      </RowIconButton>
      <chakra.button
        type="button"
        flex="1"
        minW="0"
        minH="11"
        py="2"
        px="1"
        textAlign="start"
        borderRadius="md"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusRing="outside"
        onClick={() => onOpen(n)}
        data-testid="notification-item"
        data-type={n.notificationType}
      >
        <Text as="span" display="block" fontWeight={unread ? 'semibold' : 'normal'}>
          {NOTIFICATION_TYPE_LABELS[n.notificationType] ?? n.notificationType}
        </Text>
        <HStack as="span" gap="2" justify="space-between" fontSize="sm" color="fg.muted">
          <Text as="span" truncate>
            {vehicle}
          </Text>
          <Text as="span" flexShrink={0}>
            {notificationTime(n.createdAt)}
          </Text>
        </HStack>
      </chakra.button>
      <RowIconButton
        label={DELETE_LABEL}
        color="fg.muted"
        _hover={{ color: 'red.fg', bg: 'red.subtle' }}
        onClick={() => onDelete(n)}
        data-testid="notification-delete"
      >
        <TrashIcon boxSize="5" />
      </RowIconButton>
    </HStack>
  );
}
