/**
 * Recent vehicle events (new, updated, sold vehicles) and one user
 * notification per active user of the company, the older ones mostly read.
 */
import type { NotificationType } from '../../src/domain/enums';
import type { notifications, userNotifications } from '../db/schema';
import { randInt } from './demo-catalogue';
import type { SeededVehicle } from './demo-vehicles';
import { pick, prng, stableUuid } from './ids';

export type NewNotification = typeof notifications.$inferInsert;
export type NewUserNotification = typeof userNotifications.$inferInsert;

export interface NotificationsPlan {
  key: string;
  companyUuid: string;
  seed: number;
  /** How many events of each type. */
  counts: { NEW_VEHICLE: number; UPDATED_VEHICLE: number; SOLD_VEHICLE: number };
  /** The active users of the company: each gets every notification. */
  users: readonly string[];
}

const HOUR_MS = 3_600_000;

export function buildNotifications(
  list: readonly SeededVehicle[],
  plan: NotificationsPlan,
  today: Date,
): { notifications: NewNotification[]; userNotifications: NewUserNotification[] } {
  const rand = prng(plan.seed);
  const stock = list.filter((v) => v.saleDaysAgo === null);
  const byEntry = [...stock].sort((a, b) => a.stockDays - b.stockDays || a.index - b.index);
  const bySale = list
    .filter((v) => v.saleDaysAgo !== null)
    .sort((a, b) => (a.saleDaysAgo ?? 0) - (b.saleDaysAgo ?? 0) || a.index - b.index);

  const events: { type: NotificationType; vehicle: SeededVehicle; day: number }[] = [
    ...byEntry.slice(0, plan.counts.NEW_VEHICLE).map((v) => ({
      type: 'NEW_VEHICLE' as const,
      vehicle: v,
      day: v.stockDays,
    })),
    ...bySale.slice(0, plan.counts.SOLD_VEHICLE).map((v) => ({
      type: 'SOLD_VEHICLE' as const,
      vehicle: v,
      day: v.saleDaysAgo ?? 0,
    })),
    ...Array.from({ length: stock.length > 0 ? plan.counts.UPDATED_VEHICLE : 0 }, () => ({
      type: 'UPDATED_VEHICLE' as const,
      vehicle: pick(rand, stock),
      day: randInt(rand, 0, 4),
    })),
  ];

  const rows: NewNotification[] = [];
  const perUser: NewUserNotification[] = [];
  events.forEach(({ type, vehicle, day }, k) => {
    const hoursAgo = day * 24 + rand() * 10;
    const uuid = stableUuid(`notification:${plan.key}:${k}`);
    const v = vehicle.row;
    rows.push({
      uuid,
      companyUuid: plan.companyUuid,
      notificationType: type,
      vehicleUuid: v.uuid,
      payload: { brand: v.brand, model: v.model, license_plate: v.licensePlate, uuid: v.uuid },
      createdAt: new Date(today.getTime() - hoursAgo * HOUR_MS).toISOString(),
    });
    for (const userUuid of plan.users) {
      const draw = rand();
      perUser.push({
        uuid: stableUuid(`user-notification:${plan.key}:${k}:${userUuid}`),
        notificationUuid: uuid,
        userUuid,
        companyUuid: plan.companyUuid,
        // Nothing from the last few hours is read yet; older events mostly are.
        isRead: hoursAgo > 6 && draw < Math.min(0.85, hoursAgo / 60),
      });
    }
  });
  return { notifications: rows, userNotifications: perUser };
}
