/** Passwords are stored as argon2id hashes (design §8). */
import { hash, verify } from '@node-rs/argon2';

/** 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash computed once, so an unknown username costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('montra-decoy-password');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
