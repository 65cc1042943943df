/** Pure rules of the notifications (spec 01 §2 "Application shell", §9). */

/** Above this many unread notifications the badge shows '+9'. */
export const BADGE_MAX = 9;

/** The text of the bell's unread badge: none for 0, the count up to 9, '+9' above. */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  if (unread > BADGE_MAX) return `+${BADGE_MAX}`;
  return String(Math.floor(unread));
}
