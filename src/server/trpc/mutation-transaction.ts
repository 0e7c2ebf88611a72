/**
 * One transaction per mutation, opened by middleware (issue 24, item 3), so no procedure can
 * forget it and a failure leaves nothing half-written.
 *
 * Inside it, first, the signed-in visitor's session is checked again against their user row,
 * read `FOR SHARE`: a password change, logout or role change that committed after this request
 * loaded its user makes the request fail instead of writing as the old session; one that has not
 * committed yet waits for this transaction (the row lock), and this transaction's reads do not see
 * it. A request that raced a password change can no longer act with the old session once the
 * change is committed (issue 25, finding 1).
 *
 * It commits only while the request can still hear the answer (db/commit-deadline.ts), and hands
 * what its statements' triggers announced to `ctx.ownWrites` once committed: this process's
 * answer cache forgets what the write changed at once, without waiting for the NOTIFY echo (which
 * every other process hears at the commit), and the marker sent last lets it know the echo when it
 * comes.
 *
 * Nested `ctx.db.transaction(...)` calls inside procedures become savepoints. Work that must
 * happen even when the mutation fails (an alert email about guessed codes) is handed to
 * `ctx.afterTransaction` and runs in a transaction of its own once the mutation's has ended.
 */
import { eq } from 'drizzle-orm';
import { transactionWithinDeadline } from '../db/commit-deadline';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { Context } from './context';
import { TRPCError } from '@trpc/server';

export const SESSION_ENDED = 'Your session has ended (signed out or your password changed). Please sign in again.';

/** A failed procedure result: carried out of the transaction so that it rolls back. */
class RolledBack<T> {
  constructor(readonly result: T) {}
}

export async function inMutationTransaction<T extends { ok: boolean }>(ctx: Context, run: (tx: Context) => Promise<T>): Promise<T> {
  const afterwards: Array<(tx: DbOrTx) => Promise<void>> = [];
  try {
    const { result, announced, marker } = await transactionWithinDeadline(
      ctx.db,
      ctx.deadline,
      async (tx) => {
        if (ctx.user) {
          const [row] = await tx.select({ version: users.sessionVersion }).from(users).where(eq(users.id, ctx.user.id)).for('share');
          if (!row || row.version !== ctx.session.data.v) throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_ENDED });
        }
        // No shared reads inside: a write reads its own transaction, never a copy from before it.
        const result = await run({ ...ctx, db: tx, sharedReads: undefined, afterTransaction: (work) => void afterwards.push(work) });
        if (!result.ok) throw new RolledBack(result);
        return result;
      },
      ctx.ownWrites.writeMarker(),
    );
    if (announced.length > 0) ctx.ownWrites.applyLocal(announced, marker);
    return result;
  } catch (err) {
    if (err instanceof RolledBack) return err.result as T;
    throw err;
  } finally {
    for (const work of afterwards)
      await ctx.db.transaction(work).catch((err: unknown) => ctx.log.error({ err }, 'work after a mutation failed'));
  }
}
