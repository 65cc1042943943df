/**
 * User actions (spec 01 §2, §7 "Auth and users"): register, change the role,
 * activate or deactivate, through the declared writes (src/data/writes/users.ts).
 */
import { queueUserCreate, queueUserRole, queueUserState } from '../../../data/writes';
import type { Role } from '../../../domain/enums';
import type { RegisterInput } from '../../../domain/schemas/users';
import type { User } from '../../../domain/types';

export async function registerUser(input: RegisterInput): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  // An empty name is no name.
  await queueUserCreate({
    ...input,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    uuid,
  });
  return uuid;
}

export async function changeUserRole(user: User, role: Role): Promise<void> {
  await queueUserRole({ uuid: user.uuid, role, rowVersion: user.rowVersion });
}

export async function setUserActive(user: User, isActive: boolean): Promise<void> {
  await queueUserState({
    uuid: user.uuid,
    isActive,
    ...(user.companyUuid ? { companyUuid: user.companyUuid } : {}),
    rowVersion: user.rowVersion,
  });
}
