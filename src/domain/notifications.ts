/**
 * Pure rules of the notifications (spec 01 §2 "Application shell" and
 * "Notifications drawer", §3, §9): the bell's badge, the day groups of the
 * drawer and their order, the text of a notification and where a click on it
 * leads.
 */
import type { UserNotification } from './entities';
import type { NotificationType } from './enums';
import { NOTIFICATION_TYPE_LABELS } from './labels';

/** Above this many unread notifications the badge shows '+9'. */
export const BADGE_MAX = 9;

/** The text of the bell's unread badge: none for 0, the count up to 9, '+9' above. */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  if (unread > BADGE_MAX) return `+${BADGE_MAX}`;
  return String(Math.floor(unread));
}

export const TODAY_HEADING = 'Hoje';
export const YESTERDAY_HEADING = 'Ontem';

const pad = (n: number) => String(n).padStart(2, '0');

/** The user's local calendar day of an instant, as YYYY-MM-DD ('' when it is no date). */
export function localDayKey(instant: string | Date): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local day before `now`'s (a calendar step, right across daylight-saving changes). */
function yesterdayKey(now: Date): string {
  return localDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
}

/** 'Hoje', 'Ontem', otherwise DD-MM-YYYY, for a local day key seen at `now`. */
export function dayHeading(dayKey: string, now: Date): string {
  if (!dayKey) return '—';
  if (dayKey >= localDayKey(now)) return TODAY_HEADING;
  if (dayKey === yesterdayKey(now)) return YESTERDAY_HEADING;
  const [y, m, d] = dayKey.split('-');
  return `${d}-${m}-${y}`;
}

type Groupable = Pick<UserNotification, 'uuid' | 'createdAt' | 'isRead'>;

export interface NotificationDay<T extends Groupable> {
  /** The local day, YYYY-MM-DD. */
  key: string;
  /** 'Hoje', 'Ontem' or DD-MM-YYYY. */
  heading: string;
  items: T[];
}

const timeOf = (iso: string) => {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? -Infinity : t;
};

/** Within a day: unread first, then newest first (the uuid keeps equal instants in a stable order). */
export function compareInDay(a: Groupable, b: Groupable): number {
  if (a.isRead !== b.isRead) return a.isRead ? 1 : -1;
  return timeOf(b.createdAt) - timeOf(a.createdAt) || a.uuid.localeCompare(b.uuid);
}

/**
 * The drawer's groups: one per local day, newest day first; inside a day the
 * unread ones first, then newest first. A notification stamped later than
 * `now` (a server clock a little ahead) counts as today's.
 */
export function groupNotificationsByDay<T extends Groupable>(
  notifications: readonly T[],
  now: Date,
): NotificationDay<T>[] {
  const today = localDayKey(now);
  const byDay = new Map<string, T[]>();
  for (const n of notifications) {
    const raw = localDayKey(n.createdAt);
    const key = raw > today ? today : raw;
    const list = byDay.get(key) ?? [];
    list.push(n);
    byDay.set(key, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === '' ? 1 : b === '' ? -1 : a < b ? 1 : -1))
    .map(([key, items]) => ({ key, heading: dayHeading(key, now), items: items.sort(compareInDay) }));
}

/** The local time of a notification, HH:MM. */
export function notificationTime(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

type Describable = Pick<UserNotification, 'notificationType' | 'payload'>;

/**
 * What a notification is about: 'brand model · plate', leaving out what is missing; a website
 * enquiry's starts with the visitor's name ('Maria Silva · Peugeot 208 · AA12BB').
 */
export function notificationVehicle(n: Pick<UserNotification, 'payload'>): string {
  const { brand, model, license_plate: plate, contact_name: contact } = n.payload ?? {};
  const name = [brand, model]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return [(contact ?? '').trim(), name, (plate ?? '').trim()].filter(Boolean).join(' · ');
}

/** The text of a notification: its type's label, then the vehicle ('Novo veículo: Peugeot 208 · AA12BB'). */
export function notificationText(n: Describable): string {
  const label = NOTIFICATION_TYPE_LABELS[n.notificationType] ?? n.notificationType;
  const vehicle = notificationVehicle(n);
  return vehicle ? `${label}: ${vehicle}` : label;
}

/** Every notification opens its vehicle, except a sale's (spec 01 §2 "Notifications drawer"). */
export function opensVehicle(type: NotificationType): boolean {
  return type !== 'SOLD_VEHICLE';
}

/** Where a click on the notification leads: its vehicle's page (a website enquiry: its contact), or nowhere. */
export function notificationTarget(n: Describable): string | null {
  if (n.notificationType === 'NEW_WEBSITE_CONTACT') {
    const contactUuid = n.payload?.contact_uuid;
    return contactUuid ? `/admin/contacts/${contactUuid}` : null;
  }
  const vehicleUuid = n.payload?.uuid;
  if (!opensVehicle(n.notificationType) || !vehicleUuid) return null;
  return `/admin/vehicle-details/${vehicleUuid}/`;
}
