/**
 * Password hashing with argon2id at the OWASP Password Storage Cheat Sheet's minimum
 * (m = 19 MiB, t = 2, p = 1). A dummy hash lets an unknown username cost the same time
 * as a wrong password, so timing does not reveal which accounts exist.
 */
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * At most one argon2 computation per core at a time: each takes ~19 MiB and tens of ms of a
 * thread-pool thread, and an unbounded burst (a batch of bogus logins) would fill libuv's pool and
 * stall every file and DNS operation behind it. Extra calls wait their turn in order.
 */
const hashingSlots = pLimit(Math.max(1, availableParallelism()));

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hashingSlots(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/** Verify; with `hash` null (no such user) verify against a dummy hash and return false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    const dummy = await dummyHash;
    await hashingSlots(() => argon2.verify(dummy, password)).catch(() => false);
    return false;
  }
  try {
    return await hashingSlots(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}
