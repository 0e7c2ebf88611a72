/**
 * Password hashing with argon2id at the OWASP Password Storage Cheat Sheet's minimum
 * (m = 19 MiB, t = 2, p = 1). A dummy hash lets an unknown username cost the same time
 * as a wrong password, so timing does not reveal which accounts exist.
 */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verify; with `hash` null (no such user) verify against a dummy hash and return false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= argon2.hash('dummy-password-for-timing', OPTIONS);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
