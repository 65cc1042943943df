/** The users calls of spec 01 §7, each checking token, role and company. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { changePasswordSchema, changeRoleSchema, changeStateSchema } from '../../src/domain/schemas/users';
import type { Permission } from '../../src/domain/permissions';
import { MSG } from '../../src/domain/messages';
import {
  actorOf,
  assertSameCompany,
  companyInScope,
  requirePermission,
  type AuthedUser,
} from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors';
import {
  deleteUser,
  deleteUserNotifications,
  findUserByUuid,
  listCompanyUsers,
  updateUser,
  type UserRow,
} from '../repositories/users';
import { toUser } from '../wire/serializers';
import { isUuid, parseBody } from '../validate';

type IdParams = { userId: string };

export function userRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  /** Loads the target user, hiding users of other companies and the super user from company staff. */
  async function loadTarget(actor: AuthedUser, userId: string): Promise<UserRow> {
    if (!isUuid(userId)) throw notFound();
    const user = await findUserByUuid(db, userId);
    if (!user) throw notFound();
    if (user.uuid === actor.uuid) return user;
    assertSameCompany(actor, user.companyUuid);
    return user;
  }

  /** A guarded update matched no row: the record changed (409 with the current one) or went. */
  async function staleOrGone(uuid: string) {
    const current = await findUserByUuid(db, uuid);
    return current ? conflict(MSG.staleVersion, { current: toUser(current) }) : notFound();
  }

  /** Acting on oneself is allowed for some calls; otherwise the permission decides. */
  async function guarded(
    req: FastifyRequest<{ Params: IdParams }>,
    permission: Permission,
    selfAllowed: boolean,
  ) {
    const actor = actorOf(req);
    const target = await loadTarget(actor, req.params.userId);
    const self = target.uuid === actor.uuid;
    if (!(self && selfAllowed)) requirePermission(actor, permission);
    if (target.isSuperUser && !actor.isSuperUser) throw notFound();
    return { actor, target, self };
  }

  app.get<{ Params: { companyId: string } }>(
    '/api/users/company/:companyId',
    { config: { permission: 'user.list' } },
    async (req) => {
      // An unknown company answers 404, as for its stands, suppliers and financials.
      const company = await companyInScope(db, actorOf(req), req.params.companyId);
      const rows = await listCompanyUsers(db, company.uuid);
      return { users: rows.map(toUser) };
    },
  );

  app.get<{ Params: IdParams }>('/api/users/:userId', async (req) => {
    const { target } = await guarded(req, 'user.read', true);
    return { user: toUser(target) };
  });

  app.patch<{ Params: IdParams }>('/api/users/password/:userId', async (req) => {
    const { target, self } = await guarded(req, 'user.changePassword', true);
    const input = parseBody(
      self
        ? v.object({ ...changePasswordSchema.entries, currentPassword: v.string(MSG.required) })
        : changePasswordSchema,
      req.body,
    );
    // Changing one's own password proves the current one (administrators included: a token
    // left on a shared tablet must not be enough); an administrator resets another user's without it.
    if (self) {
      const current = (input as unknown as { currentPassword: string }).currentPassword;
      if (!(await verifyPassword(target.passwordHash, current))) {
        throw badRequest({ currentPassword: MSG.invalidCredentials });
      }
    }
    const row = await updateUser(db, target.uuid, { passwordHash: await hashPassword(input.password) });
    if (!row) throw notFound();
    return { user: toUser(row) };
  });

  app.patch<{ Params: IdParams }>('/api/users/role/:userId', async (req) => {
    const { target } = await guarded(req, 'user.changeRole', false);
    const input = parseBody(changeRoleSchema, req.body);
    if (target.isSuperUser) throw forbidden();
    const row = await updateUser(db, target.uuid, { role: input.role }, input.rowVersion);
    if (!row) throw await staleOrGone(target.uuid);
    return { user: toUser(row) };
  });

  app.patch<{ Params: IdParams }>('/api/users/state/:userId', async (req) => {
    const { actor, target, self } = await guarded(req, 'user.changeState', false);
    const input = parseBody(changeStateSchema, req.body);
    if (input.companyUuid && input.companyUuid !== target.companyUuid) throw notFound();
    if (self && !input.isActive) throw new AppError(409, 'SELF_DEACTIVATION', MSG.forbidden);
    if (target.isSuperUser && !actor.isSuperUser) throw notFound();
    const row = await updateUser(db, target.uuid, { isActive: input.isActive }, input.rowVersion);
    if (!row) throw await staleOrGone(target.uuid);
    return { user: toUser(row) };
  });

  app.delete<{ Params: IdParams }>('/api/users/:userId', async (req) => {
    const { target, self } = await guarded(req, 'user.delete', false);
    if (self || target.isSuperUser) throw forbidden();
    await deleteUser(db, target.uuid);
    return { user: toUser(target) };
  });

  app.delete<{ Params: IdParams }>('/api/users/:userId/notifications', async (req) => {
    const { target } = await guarded(req, 'user.clearNotifications', true);
    const deleted = await deleteUserNotifications(db, target.uuid);
    return { deleted };
  });
}
