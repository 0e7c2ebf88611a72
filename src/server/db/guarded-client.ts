/**
 * The postgres.js client as drizzle sees it, with each request's queries bound to its deadline
 * (query-scope.ts). Outside a request (startup, the outbox worker, migrations) it is the plain client.
 *
 * Inside a request:
 * - every query is registered with the request's scope, so the deadline can cancel it (see
 *   cancelIfUnsent), and it fails at once when the deadline passes (the handler unwinds instead of
 *   waiting on a frozen server);
 * - a query started after the deadline is never sent;
 * - a transaction commits only if the deadline has not passed: otherwise postgres.js rolls it back.
 * - a statement that may write and runs outside a transaction is run inside one, so the same rule
 *   holds for it. Without that, an INSERT already sent to a frozen server would run when the server
 *   thaws, after its client was told 503 and may have retried: a doubled write.
 *
 * drizzle uses three things of the client: `unsafe(query, params, options)` (lazy: it runs when
 * awaited, optionally after `.values()`), `begin(fn)` and, inside a transaction, `savepoint(fn)`.
 * Those are wrapped; everything else passes through untouched.
 */
import type postgres from 'postgres';
import { currentQueryScope, RequestDeadlineError, type CancellableQuery, type QueryScope } from './query-scope';
import { mayWrite } from './read-recorder';
import { querySent } from '../library-internals';

/** A postgres.js query as far as this file needs it. */
interface DriverQuery extends PromiseLike<unknown>, CancellableQuery {
  values(): DriverQuery;
}

type Unsafe = (query: string, params?: unknown[], options?: unknown) => DriverQuery;
/** What drizzle gets from `unsafe`: the driver's query, or the guarded stand-in for it. */
type GuardedUnsafe = (query: string, params?: unknown[], options?: unknown) => DriverQuery | GuardedQuery;
type TransactionBody = (sql: postgres.TransactionSql) => unknown;

/** A lazy query like postgres.js's own: nothing is sent until it is awaited. */
class GuardedQuery implements PromiseLike<unknown> {
  private asValues = false;
  private started: Promise<unknown> | undefined;

  constructor(private readonly run: (asValues: boolean) => Promise<unknown>) {}

  values(): this {
    this.asValues = true;
    return this;
  }

  then<A = unknown, B = never>(
    onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.started ??= this.run(this.asValues);
    return this.started.then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<unknown> {
    return this.then(undefined, onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<unknown> {
    return this.then().finally(onFinally);
  }
}

/** Settles with `work`, or rejects as soon as the scope expires (work is then abandoned). */
function raceExpiry<T>(scope: QueryScope, work: PromiseLike<T>): Promise<T> {
  let unsubscribe = () => {};
  const expired = new Promise<never>((_, reject) => {
    unsubscribe = scope.onExpire(reject);
  });
  // `work` may settle after the race is decided: its outcome is handled here, never unhandled.
  return Promise.race([work, expired]).finally(unsubscribe);
}

/**
 * Cancels a query only while postgres.js still holds it (queued for a connection): it is then
 * dropped and never sent. A query already sent is not cancelled through PostgreSQL's cancel
 * request, on purpose: that request names a backend, not a query, and when the server was frozen
 * it is read only after the thaw, by which time the connection may run another request's
 * statement, which it would kill. A sent query is bounded by statement_timeout instead, and a
 * write among them can only roll back (see begin below).
 */
function cancelIfUnsent(query: DriverQuery): CancellableQuery {
  return {
    cancel: () => {
      if (!querySent(query)) void query.cancel();
    },
  };
}

/** Runs one driver query for the request: tracked for cancellation, bound to the deadline. */
async function runQuery(scope: QueryScope, query: DriverQuery, asValues: boolean): Promise<unknown> {
  if (scope.expired) throw scope.expired; // never sent
  const tracked = cancelIfUnsent(query);
  scope.track(tracked);
  try {
    const result = await raceExpiry(scope, asValues ? query.values() : query);
    // The answer came, but after the deadline: the request is gone, so inside a transaction this
    // makes it roll back rather than commit.
    if (scope.expired) throw scope.expired;
    return result;
  } finally {
    scope.untrack(tracked);
  }
}

function guardedUnsafe(
  target: { unsafe: Unsafe },
  inTransaction: boolean,
  begin: (fn: TransactionBody) => Promise<unknown>,
): GuardedUnsafe {
  return (query, params, options) => {
    const scope = currentQueryScope();
    if (!scope) return target.unsafe(query, params, options);
    if (!inTransaction && mayWrite(query)) {
      // A possible write: its own transaction, committed only within the deadline.
      return new GuardedQuery((asValues) =>
        begin((tx) => {
          const inner = (tx.unsafe as unknown as Unsafe)(query, params, options);
          return runQuery(scope, inner, asValues);
        }),
      );
    }
    const inner = target.unsafe(query, params, options);
    return new GuardedQuery((asValues) => runQuery(scope, inner, asValues));
  };
}

/** The transaction's client, with its queries and savepoints guarded too. */
function guardTransaction(tx: postgres.TransactionSql, scope: QueryScope): postgres.TransactionSql {
  const notNested = () => Promise.reject(new Error('transactions nest through savepoint()'));
  const unsafe = guardedUnsafe(tx as unknown as { unsafe: Unsafe }, true, notNested);
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'savepoint') {
        return (...args: unknown[]) => {
          const body = args.pop() as TransactionBody;
          const guardedBody = (sp: postgres.TransactionSql) => body(guardTransaction(sp, scope));
          return (target.savepoint as unknown as (...a: unknown[]) => Promise<unknown>)(...args, guardedBody);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * Time the COMMIT needs to reach the server, run and be answered before the client's deadline
 * fires; a commit the server could only run later than this before the deadline is rolled back.
 */
export const COMMIT_MARGIN_MS = 250;

/**
 * The COMMIT that postgres.js sends after the body can itself go into a freeze: the client is told
 * 503 at its deadline, and without this the server would carry the commit out when it thaws (a
 * write answered "not stored" that was stored, seen once in CI). So the server is told, in the same
 * transaction and before the COMMIT, to end the session if the COMMIT does not arrive while the
 * request can still hear the answer: `idle_in_transaction_session_timeout`, local to this
 * transaction, set to what is left of the deadline. PostgreSQL then ends the session and rolls back
 * on its own, whatever the client or the network do. What is left is the commit that ran in time
 * but whose answer was held up for longer than the margin: a window of one round trip.
 */
async function boundCommitToDeadline(tx: postgres.TransactionSql, scope: QueryScope): Promise<void> {
  if (scope.deadlineAt === undefined) return;
  const left = Math.floor(scope.deadlineAt - Date.now() - COMMIT_MARGIN_MS);
  if (left < 1) throw new RequestDeadlineError(); // no time left to commit safely: roll back now
  const set = (tx.unsafe as unknown as Unsafe)(`select set_config('idle_in_transaction_session_timeout', $1, true)`, [String(left)]);
  await runQuery(scope, set, false);
}

/** `sql.begin(options?, fn)` for a request: no commit after the deadline. */
function guardedBegin(target: postgres.Sql, scope: QueryScope, args: unknown[]): Promise<unknown> {
  if (scope.expired) return Promise.reject(scope.expired);
  const body = args.pop() as TransactionBody;
  const run = target.begin as unknown as (...a: unknown[]) => Promise<unknown>;
  const transaction = run(...args, async (tx: postgres.TransactionSql) => {
    const result = await body(guardTransaction(tx, scope));
    // Checked after the body's last query answered: too late means rollback, never commit.
    if (scope.expired) throw scope.expired;
    await boundCommitToDeadline(tx, scope);
    return result;
  });
  scope.trackTransaction(transaction);
  // The caller hears of the deadline at once; the transaction itself rolls back when it can.
  return raceExpiry(scope, transaction);
}

/** The client to hand to drizzle: the same pool, with request queries bound to their deadline. */
export function guardClient(client: postgres.Sql): postgres.Sql {
  const begin = (...args: unknown[]): Promise<unknown> => {
    const scope = currentQueryScope();
    if (!scope) return (client.begin as unknown as (...a: unknown[]) => Promise<unknown>)(...args);
    return guardedBegin(client, scope, args);
  };
  const unsafe = guardedUnsafe(client as unknown as { unsafe: Unsafe }, false, (fn) => begin(fn));
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
