/**
 * User writes (spec 01 §2, §7 "Auth and users"): register, change the role,
 * activate or deactivate. A user registered offline keeps the password in the
 * queued row until the server has it (the row goes once answered; logout
 * deletes the mirror).
 */
import * as v from 'valibot';
import { newUserFields } from '../../domain/record-defaults';
import { changeRoleSchema, changeStateSchema, registerSchema } from '../../domain/schemas/users';
import type { User } from '../../domain/types';
import { uuidField } from '../../domain/validation';
import type { MontraDb } from '../db/montra-db';
import { updateRequest } from './shapes';
import { defineWrite, versionedBody } from '../sync/define-write';
import type { TrackedMirror } from '../sync/tracked-mirror';

const putUser = async (db: MontraDb, answer: unknown) => {
  await db.users.put((answer as { user: User }).user);
};

const createPayload = v.object({ ...registerSchema.entries, uuid: uuidField });

/** POST /auth/register. */
export const queueUserCreate = defineWrite({
  entity: 'users',
  op: 'create',
  payload: createPayload,
  target: (p) => p.uuid,
  label: (p) => `Novo utilizador: ${p.username}`,
  optimistic: async (tx, p) => {
    await tx.put('users', {
      uuid: p.uuid,
      ...newUserFields(p),
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({ method: 'POST', path: 'auth/register', body: p }),
  apply: putUser,
});

const userName = async (uuid: string, tx: TrackedMirror) => (await tx.get('users', uuid))?.username ?? '';

const rolePayload = v.object({ ...changeRoleSchema.entries, uuid: uuidField });

/** PATCH /users/role/{id}. */
export const queueUserRole = defineWrite({
  entity: 'users',
  op: 'changeRole',
  payload: rolePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => `Função alterada: ${await userName(p.uuid, tx)}`,
  optimistic: async (tx, p) => {
    await tx.update('users', p.uuid, { role: p.role });
  },
  request: (p, row) => ({
    method: 'PATCH',
    path: `users/role/${p.uuid}`,
    body: versionedBody({ role: p.role, rowVersion: p.rowVersion }, row),
  }),
  apply: putUser,
});

const statePayload = v.object({ ...changeStateSchema.entries, uuid: uuidField });

/** PATCH /users/state/{id}. */
export const queueUserState = defineWrite({
  entity: 'users',
  op: 'changeState',
  payload: statePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) =>
    `${p.isActive ? 'Utilizador ativado' : 'Utilizador desativado'}: ${await userName(p.uuid, tx)}`,
  optimistic: async (tx, p) => {
    await tx.update('users', p.uuid, { isActive: p.isActive });
  },
  request: updateRequest('PATCH', (uuid) => `users/state/${uuid}`),
  apply: putUser,
});
