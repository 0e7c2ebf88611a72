/**
 * A request's writes commit only while the request can still hear the answer (issue 24, item 3:
 * PostgreSQL's own timeouts instead of a guarded driver).
 *
 * A frozen database server (stopped, a saturated host, a network that swallows packets) does not
 * refuse anything: it answers nothing. The request's deadline (http/request-deadline.ts) answers
 * the client 503 "not stored, try again" on time; what it cannot do is stop the work already handed
 * to the server, which runs when the server thaws. So every request's transaction ends here:
 * - begun after the deadline: never begun;
 * - its body done after the deadline (a statement sat in the freeze): rolled back, never committed;
 * - otherwise the server is told, in the same transaction, to end the session if the COMMIT does
 *   not arrive while the request can still hear the answer (`idle_in_transaction_session_timeout`,
 *   transaction-local, set to what is left of the deadline less a margin). PostgreSQL then rolls
 *   back on its own whatever the client or the network do; its timer runs while it is stopped and
 *   fires first when it continues (test/faults/frozen-database.test.ts). What remains is a commit
 *   the server read in time but whose answer is held up (the freeze caught it mid-commit): a window
 *   of one round trip, seen once in CI. Its 503 says the write may have been saved, not "try again"
 *   (http/request-deadline.ts).
 * Reads need nothing of this: a read answered after the 503 goes nowhere, and PostgreSQL's
 * `statement_timeout` (client.ts) bounds each statement on the server.
 *
 * The same statement reads what the transaction's triggers announced (the transaction-local setting
 * `dce.changes`, drizzle/0015_owner_changes.sql), for the writer's own answer cache to apply at
 * commit instead of waiting for its NOTIFY echo, and, when there was any, announces the writer's
 * marker last, so that its change feed knows where the echo ends (db/change-feed.ts).
 */
import { sql } from 'drizzle-orm';
import { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { CHANGES_CHANNEL } from './change-feed';
import type { Db } from './client';
import { executeRows } from './execute-rows';

/** The request's deadline passed before its transaction could commit (treated as "database unavailable"). */
export class RequestDeadlineError extends Error {
  readonly code = 'REQUEST_DEADLINE';
  constructor() {
    super('the request deadline passed before the database answered');
    this.name = 'RequestDeadlineError';
  }
}

/**
 * Time the COMMIT needs to reach the server, run and be answered before the client's deadline
 * fires; a commit the server could only run later than this before the deadline is rolled back.
 */
export const COMMIT_MARGIN_MS = 250;

/** A request's deadline, as its transaction and its 503 share it (http/request-deadline.ts makes it). */
export interface RequestDeadline {
  /** When it passes (epoch ms); later while the request's body is still arriving (request-deadline.ts). */
  at: number;
  /**
   * Set once a COMMIT is sent, settled when it is answered (true: committed; with several, when all
   * are, true if any committed), and deliberately never cleared: from then on the request has (or
   * may have) stored its write, and its answer may be waiting behind other work of this process
   * when the deadline fires. The 503 then waits for
   * that answer (briefly), and says "not stored" only of a commit known to have failed.
   */
  committing?: Promise<boolean>;
}

export interface Committed<T> {
  result: T;
  /** What the transaction's triggers announced, one payload each (db/change-feed.ts). */
  announced: string[];
  /** The marker announced after them (none when nothing was announced or no marker was given). */
  marker: string | undefined;
}

/** The last statement of the transaction: the commit bound, the announced changes and the marker, in one round trip. */
async function beforeCommit(tx: Pick<Db, 'execute'>, idleLimitMs: number | undefined, marker: string | undefined): Promise<string[]> {
  const bound =
    idleLimitMs === undefined ? sql`null` : sql`set_config('idle_in_transaction_session_timeout', ${String(idleLimitMs)}, true)`;
  // A transaction that announced nothing sends nothing (a NOTIFY serialises commits).
  const marked =
    marker === undefined
      ? sql`null`
      : sql`case when coalesce(current_setting('dce.changes', true), '') <> '' then pg_notify(${CHANGES_CHANNEL}, ${marker}) end`;
  const [row] = await executeRows<{ announced: string | null }>(
    tx,
    sql`select current_setting('dce.changes', true) as announced, ${bound} as bound, ${marked} as marked`,
  );
  return (row?.announced ?? '').split('\n').filter(Boolean);
}

/**
 * One request may commit more than once (a tRPC batch of mutations runs its calls side by side):
 * the deadline hears them all. Settled only when every commit is answered, true if any stored, so
 * one that failed never makes another still unanswered look "not stored".
 */
function alongside(earlier: Promise<boolean> | undefined, commit: Promise<boolean>): Promise<boolean> {
  return earlier ? Promise.all([earlier, commit]).then(([a, b]) => a || b) : commit;
}

/**
 * `db.transaction(body)` for a request with this deadline (undefined: none, e.g. a procedure test). The server-side bound is set on PostgreSQL only: the embedded database
 * runs in this process, cannot freeze apart from it, and ends itself when that timer fires.
 */
export async function transactionWithinDeadline<T>(
  db: Db,
  deadline: RequestDeadline | undefined,
  body: (tx: Db) => Promise<T>,
  marker?: string,
): Promise<Committed<T>> {
  if (deadline && Date.now() >= deadline.at) throw new RequestDeadlineError();
  const serverBound = deadline !== undefined && db instanceof PostgresJsDatabase;
  const left = () => (deadline ? Math.floor(deadline.at - Date.now() - COMMIT_MARGIN_MS) : Infinity);
  let announced: string[] = [];
  let settle = (_committed: boolean) => {};
  const transaction = db.transaction(async (tx) => {
    const result = await body(tx as unknown as Db);
    // Too late to commit safely (a statement sat out a freeze): roll back; the client was told 503.
    if (left() < 1) throw new RequestDeadlineError();
    announced = await beforeCommit(tx, serverBound ? left() : undefined, marker);
    // Checked again: that statement too may have sat out a freeze, and the COMMIT follows at once.
    if (left() < 1) throw new RequestDeadlineError();
    if (deadline) deadline.committing = alongside(deadline.committing, new Promise((resolve) => (settle = resolve)));
    return result;
  });
  try {
    const result = await transaction;
    settle(true);
    return { result, announced, marker: announced.length > 0 ? marker : undefined };
  } catch (err) {
    settle(false);
    throw err;
  }
}
