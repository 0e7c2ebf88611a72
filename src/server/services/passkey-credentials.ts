/** The passkeys stored for each account (webauthn_credentials): list, add, find, use, remove. */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PasskeyTransport } from '../../shared/schemas/webauthn';
import type { Db, DbOrTx } from '../db/client';
import { webauthnCredentials } from '../db/schema';

export const passkeyColumns = {
  id: webauthnCredentials.id,
  name: webauthnCredentials.name,
  createdAt: webauthnCredentials.createdAt,
  lastUsedAt: webauthnCredentials.lastUsedAt,
};

export function listPasskeys(db: Db, userId: number) {
  return db
    .select(passkeyColumns)
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(asc(webauthnCredentials.id));
}

/** Credential ids and transports of an account, for excludeCredentials / allowCredentials. */
export async function credentialDescriptors(db: Db, userId: number) {
  const rows = await db
    .select({ id: webauthnCredentials.credentialId, transports: webauthnCredentials.transports })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId));
  return rows;
}

export async function findCredential(db: Db, credentialId: string) {
  const [row] = await db.select().from(webauthnCredentials).where(eq(webauthnCredentials.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** Stores a new passkey; false when that credential is already registered (to anyone). */
export async function insertCredential(
  tx: DbOrTx,
  values: { userId: number; credentialId: string; publicKey: string; counter: number; transports: PasskeyTransport[]; name: string },
): Promise<number | null> {
  const [row] = await tx.insert(webauthnCredentials).values(values).onConflictDoNothing().returning({ id: webauthnCredentials.id });
  return row?.id ?? null;
}

/**
 * Records a sign-in with the credential. The signature counter only moves forward: of two
 * requests presenting the same counter (a replayed or cloned authenticator) only one is accepted.
 * Authenticators that do not count (always 0, as most synced passkeys) are accepted each time;
 * their replays are stopped by the single-use challenge.
 */
export async function recordCredentialUse(db: Db, id: number, newCounter: number): Promise<boolean> {
  const updated = await db
    .update(webauthnCredentials)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(
      and(
        eq(webauthnCredentials.id, id),
        or(sql`${webauthnCredentials.counter} < ${newCounter}`, and(eq(webauthnCredentials.counter, 0), sql`${newCounter} = 0`)),
      ),
    )
    .returning({ id: webauthnCredentials.id });
  return updated.length === 1;
}

/** Removes one of the account's own passkeys; its name when it existed. */
export async function deleteCredential(tx: DbOrTx, userId: number, id: number): Promise<string | null> {
  const [row] = await tx
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId)))
    .returning({ name: webauthnCredentials.name });
  return row?.name ?? null;
}
