/** The number of unread notifications of the user, shown on the bell. */
export function useUnreadNotificationCount(): number {
  // Always 0 until the notifications issue brings the mirror and the 60 s polling.
  return 0;
}
