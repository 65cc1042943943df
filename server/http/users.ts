/**
 * The users calls of spec 01 §7. The user a path names is read first (http/preload.ts), so a
 * user of another company is 404 whatever the caller's role; then the route's permission, which
 * for reading, the password and the notifications is also met by acting on oneself.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MSG } from '../../src/domain/messages';
import { can, type Permission } from '../../src/domain/permissions';
import { changePasswordSchema, changeRoleSchema, changeStateSchema } from '../../src/domain/schemas/users';
import { actorOf, type RoutePermission } from '../auth/guard';
import type { LoginLimiter } from '../auth/login-limiter';
import type { Db } from '../db/client';
import { assertVisibleUser, companyUsers, loadUserTarget } from '../services/user-reads';
import {
  changePassword,
  changeRole,
  changeState,
  clearNotifications,
  removeUser,
} from '../services/user-writes';
import { toUser } from '../wire/serializers';
import { parseBody } from '../validate';
import { preload } from './preload';
import { sceneOf } from './scene';

const ownPasswordSchema = v.object({
  ...changePasswordSchema.entries,
  currentPassword: v.string(MSG.required),
});

export function userRoutes(app: FastifyInstance, deps: { db: Db; limiter: LoginLimiter }) {
  const { db, limiter } = deps;

  const target = preload('userId', (actor, id) => loadUserTarget(db, actor, id));
  /** The path's user and the caller, once the route's permission is met. */
  const acting = (req: FastifyRequest) => {
    const actor = actorOf(req);
    const user = target.of(req);
    assertVisibleUser(actor, user);
    return { actor, user, self: user.uuid === actor.uuid };
  };
  const onUser = (permission: RoutePermission, config: FastifyContextConfig = {}) => ({
    preHandler: target.preHandler,
    config: { ...config, permission },
  });
  /** Allowed on one's own record, or with the permission on anyone's. */
  const selfOr = (permission: Permission, config: FastifyContextConfig = {}) =>
    onUser((actor, req) => target.of(req).uuid === actor.uuid || can(actor, permission), config);

  app.get<{ Params: { companyId: string } }>(
    '/api/users/company/:companyId',
    { config: { permission: 'user.list' } },
    async (req) => ({ users: await companyUsers(db, actorOf(req), req.params.companyId) }),
  );

  app.get('/api/users/:userId', selfOr('user.read'), async (req) => ({ user: toUser(acting(req).user) }));

  // The one call of a user who must still choose a new password.
  const passwordRoute = selfOr('user.changePassword', { beforeNewPassword: true });
  app.patch('/api/users/password/:userId', passwordRoute, async (req) => {
    const { user, self } = acting(req);
    const input = self ? parseBody(ownPasswordSchema, req.body) : parseBody(changePasswordSchema, req.body);
    return { user: await changePassword(db, user, input, { limiter, scene: sceneOf(req) }) };
  });

  app.patch('/api/users/role/:userId', onUser('user.changeRole'), async (req) => {
    const { user } = acting(req);
    return { user: await changeRole(db, sceneOf(req), user, parseBody(changeRoleSchema, req.body)) };
  });

  app.patch('/api/users/state/:userId', onUser('user.changeState'), async (req) => {
    const { actor, user } = acting(req);
    const input = parseBody(changeStateSchema, req.body);
    return { user: await changeState(db, sceneOf(req), actor, user, input) };
  });

  app.delete('/api/users/:userId', onUser('user.delete'), async (req) => {
    const { actor, user } = acting(req);
    return { user: await removeUser(db, sceneOf(req), actor, user) };
  });

  app.delete('/api/users/:userId/notifications', selfOr('user.clearNotifications'), async (req) => ({
    deleted: await clearNotifications(db, acting(req).user),
  }));
}
