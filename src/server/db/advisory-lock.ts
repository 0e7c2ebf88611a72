/**
 * A lock on a name, held until the caller's transaction ends (a PostgreSQL advisory lock on a
 * 64-bit hash of the name): two transactions that take the same name run that part one after the
 * other, so a check and the write it allows cannot interleave. On PGlite (one connection) it is
 * taken at once. Names are prefixed by what they guard ("mail-cap:", a picture's hash) so they never meet.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function lockUntilCommit(tx: DbOrTx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
