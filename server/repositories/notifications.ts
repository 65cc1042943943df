/** Notifications in the database. Functions take the database or a transaction. */
import { and, eq, ne } from 'drizzle-orm';
import type { NotificationType } from '../../src/domain/enums';
import type { DbOrTx } from '../db/client';
import { notifications, userNotifications, users, type vehicles } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface VehicleEvent {
  companyUuid: string;
  type: NotificationType;
  vehicle: Pick<typeof vehicles.$inferSelect, 'uuid' | 'brand' | 'model' | 'licensePlate'>;
  /** Who made the change: everyone else of the company is told. */
  authorUuid: string;
}

/**
 * Records a vehicle event and gives one unread copy to every active user of
 * the company except its author. Call it inside the write's transaction, so
 * the event exists exactly when the change does.
 */
export async function recordVehicleEvent(
  tx: DbOrTx,
  event: VehicleEvent,
): Promise<{ notification: NotificationRow; recipients: string[] }> {
  const { companyUuid, type, vehicle, authorUuid } = event;
  const [notification] = await tx
    .insert(notifications)
    .values({
      companyUuid,
      notificationType: type,
      vehicleUuid: vehicle.uuid,
      payload: {
        brand: vehicle.brand,
        model: vehicle.model,
        license_plate: vehicle.licensePlate,
        uuid: vehicle.uuid,
      },
    })
    .returning();
  if (!notification) throw new Error('notification insert returned nothing');
  const recipients = await tx
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.companyUuid, companyUuid), eq(users.isActive, true), ne(users.uuid, authorUuid)));
  if (recipients.length > 0) {
    await tx
      .insert(userNotifications)
      .values(
        recipients.map((r) => ({ notificationUuid: notification.uuid, userUuid: r.uuid, companyUuid })),
      );
  }
  return { notification, recipients: recipients.map((r) => r.uuid) };
}

/**
 * 'Novo contacto do site' (issue 25): an enquiry from the public catalogue became a contact. The
 * payload names the contact it opens and the vehicle asked about (empty fields when none); only the
 * recipients given (the assigned seller) get a copy.
 */
export async function recordWebsiteContact(
  tx: DbOrTx,
  event: {
    companyUuid: string;
    contact: { uuid: string; name: string };
    vehicle: VehicleEvent['vehicle'] | null;
    recipients: readonly string[];
  },
): Promise<NotificationRow> {
  const { companyUuid, contact, vehicle, recipients } = event;
  const [notification] = await tx
    .insert(notifications)
    .values({
      companyUuid,
      notificationType: 'NEW_WEBSITE_CONTACT',
      vehicleUuid: vehicle?.uuid ?? null,
      payload: {
        brand: vehicle?.brand ?? '',
        model: vehicle?.model ?? '',
        license_plate: vehicle?.licensePlate ?? '',
        uuid: vehicle?.uuid ?? '',
        contact_uuid: contact.uuid,
        contact_name: contact.name,
      },
    })
    .returning();
  if (!notification) throw new Error('notification insert returned nothing');
  if (recipients.length > 0) {
    await tx
      .insert(userNotifications)
      .values(recipients.map((userUuid) => ({ notificationUuid: notification.uuid, userUuid, companyUuid })));
  }
  return notification;
}
