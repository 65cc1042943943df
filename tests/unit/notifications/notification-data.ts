/** Notifications for the tests, put in the signed-in user's mirror. */
import { mirror } from '../../../src/data/db';
import type { UserNotification } from '../../../src/domain/entities';

let counter = 0;

/** A local instant (the user's clock), as the ISO string the feed carries. */
export const localInstant = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

export function makeNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return {
    uuid: `00000000-0000-4000-8000-${n}`,
    notificationUuid: `00000000-0000-4000-9000-${n}`,
    notificationType: 'NEW_VEHICLE',
    isRead: false,
    createdAt: new Date().toISOString(),
    payload: {
      brand: 'Peugeot',
      model: `208 #${counter}`,
      license_plate: `AA${String(counter).padStart(2, '0')}BB`,
      uuid: `00000000-0000-4000-a000-${n}`,
    },
    rowVersion: 1,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export async function putNotifications(list: UserNotification[]): Promise<void> {
  await mirror().notifications.bulkPut(list);
}

/** Empties what a previous test left in the mirror. */
export async function clearMirror(): Promise<void> {
  await mirror().notifications.clear();
  await mirror().outbox.clear();
}
