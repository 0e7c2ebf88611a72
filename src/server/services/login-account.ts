/**
 * The account a login names, and the key its failed attempts are counted under.
 *
 * Usernames match case-insensitively with the database's lower(), which folds more than
 * JavaScript's toLowerCase agrees with (PostgreSQL lowers `İ` to `i`, JavaScript to `i̇`). Keying
 * the count on the typed name let each such variant of one account have its own five guesses, so
 * the count is keyed on the account found (its id), and for a name with no account on the
 * database's own lower() of it: the variants of an unknown name then share one count exactly as
 * those of a known name do, and the limit tells nothing about which names exist.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

export async function findLoginAccount(db: Pick<DbOrTx, 'select'>, username: string) {
  // One statement whether or not the account exists: the lowered name comes with the (left-joined) row.
  const [found] = await db
    .select({
      lowered: sql<string>`lower(${username})`,
      account: {
        id: users.id,
        passwordHash: users.passwordHash,
        sessionVersion: users.sessionVersion,
        unlockGeneration: users.loginUnlockGeneration,
        totpEnabledAt: users.totpEnabledAt,
      },
    })
    .from(sql`(select 1) as login_name`)
    .leftJoin(users, sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return { lowered: found?.lowered ?? username, account: found?.account ?? null };
}

/**
 * Failures count per (account, address): guesses from one address lock that address out of the
 * account, never the owner signing in from elsewhere. An admin unlock or a password reset starts
 * a new generation of the account's keys.
 */
export function loginFailureKey(found: Awaited<ReturnType<typeof findLoginAccount>>, address: string): string {
  return found.account ? `account:${found.account.id}|${found.account.unlockGeneration}|${address}` : `name:${found.lowered}|${address}`;
}

/**
 * What a sign-in writes on the account: when, and nothing else. Its `updated_at` stays, because
 * that is the version an admin's edit of the account is checked against: a learner signing in
 * while an admin fixed her name made the admin's save a 409 "Someone else saved this while you
 * were editing" that nobody had (probe 77, F8). Every way in (password, second factor, passkey) uses it.
 */
export const signInStamp = () => ({ lastLogin: new Date(), updatedAt: sql`${users.updatedAt}` });
