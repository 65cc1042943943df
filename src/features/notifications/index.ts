export {
  NotificationsDrawer,
  NOTIFICATIONS_TITLE,
  NOTIFICATIONS_EMPTY,
  DRAWER_MAX_WIDTH_PX,
  type NotificationsDrawerProps,
} from './notifications-drawer';
