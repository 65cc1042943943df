/**
 * Notification calls (spec 01 §2 "Notifications drawer", §7 "Notifications"):
 * each signed-in user reads, marks and deletes their own rows only; another
 * user's row answers 404. (DELETE /api/users/{id}/notifications, delete all,
 * is served with the users.)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationReadSchema } from '../../src/domain/schemas/notifications';
import { actorOf, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import {
  deleteUserNotification,
  listUserNotifications,
  setUserNotificationRead,
} from '../services/notification-inbox';
import { isUuid, parseBody } from '../validate';

type IdParams = { notificationId: string };

export function notificationRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  function own(req: FastifyRequest<{ Params: IdParams }>): { actor: AuthedUser; id: string } {
    const actor = actorOf(req);
    const id = req.params.notificationId.toLowerCase();
    if (!isUuid(id)) throw notFound();
    return { actor, id };
  }

  const ownRows = { config: { permission: 'notification.own' } } as const;

  app.get('/api/notifications', ownRows, async (req) => ({
    notifications: await listUserNotifications(db, actorOf(req).uuid),
  }));

  app.put<{ Params: IdParams }>('/api/user-notifications/:notificationId', ownRows, async (req) => {
    const { actor, id } = own(req);
    const input = parseBody(notificationReadSchema, req.body);
    const notification = await setUserNotificationRead(db, actor.uuid, id, input.is_read);
    if (!notification) throw notFound();
    return { notification };
  });

  app.delete<{ Params: IdParams }>('/api/notifications/:notificationId', ownRows, async (req) => {
    const { actor, id } = own(req);
    const notification = await deleteUserNotification(db, actor.uuid, id);
    if (!notification) throw notFound();
    return { notification };
  });
}
