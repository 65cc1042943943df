/**
 * User actions (spec 01 §2, §7 "Auth and users"): register, change the role,
 * activate or deactivate; each an optimistic change plus one outbox row.
 * A user registered offline keeps the password in the queued row until the
 * server has it (the row goes once answered; logout deletes the mirror).
 */
import { mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { Role } from '../../../domain/enums';
import type { RegisterInput } from '../../../domain/schemas/users';
import type { User } from '../../../domain/types';

function actorUuid(): string {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('No session');
  return user.uuid;
}

export async function registerUser(input: RegisterInput): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  // An empty name is no name.
  const firstName = input.firstName || null;
  const lastName = input.lastName || null;
  const user: User = {
    uuid,
    username: input.username,
    firstName,
    lastName,
    role: input.role,
    isActive: input.isActive,
    isSuperUser: false,
    companyUuid: input.companyUuid,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'users',
      op: 'create',
      targetUuid: uuid,
      payload: { ...input, firstName, lastName, uuid },
      label: `Novo utilizador: ${input.username}`,
    },
    async (db) => {
      await db.users.put(user);
    },
  );
  requestFlush();
  return uuid;
}

export async function changeUserRole(user: User, role: Role): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'users',
      op: 'changeRole',
      targetUuid: user.uuid,
      payload: { role },
      baseVersion: user.rowVersion,
      label: `Função alterada: ${user.username}`,
    },
    async (db) => {
      await db.users.put({ ...user, role });
    },
  );
  requestFlush();
}

export async function setUserActive(user: User, isActive: boolean): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'users',
      op: 'changeState',
      targetUuid: user.uuid,
      payload: { isActive, companyUuid: user.companyUuid },
      baseVersion: user.rowVersion,
      label: `${isActive ? 'Utilizador ativado' : 'Utilizador desativado'}: ${user.username}`,
    },
    async (db) => {
      await db.users.put({ ...user, isActive });
    },
  );
  requestFlush();
}
