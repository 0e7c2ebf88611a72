/**
 * The queries one HTTP request started, so that its deadline can take them back.
 *
 * A request runs inside `runInQueryScope` (AsyncLocalStorage: every await below it sees the same
 * scope). The guarded PostgreSQL client (guarded-client.ts) registers each query it starts there.
 * When the request's deadline passes, `expire()` cancels what is still pending and from then on
 * every query of that request fails at once, so nothing it meant to write reaches the database
 * later, behind the back of a client that was told 503.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Thrown into a request's queries once its deadline passed (treated as "database unavailable"). */
export class RequestDeadlineError extends Error {
  readonly code = 'REQUEST_DEADLINE';
  constructor() {
    super('the request deadline passed before the database answered');
    this.name = 'RequestDeadlineError';
  }
}

/** What the scope needs of a pending query. */
export interface CancellableQuery {
  cancel(): unknown;
}

export class QueryScope {
  /** @param deadlineAt When the request's deadline passes (epoch ms); undefined: only `expire()` ends it. */
  constructor(readonly deadlineAt?: number) {}

  private readonly pending = new Set<CancellableQuery>();
  private readonly transactions = new Set<PromiseLike<unknown>>();
  private expiredError: RequestDeadlineError | undefined;
  private released = false;
  private readonly expiryListeners = new Set<(err: RequestDeadlineError) => void>();

  /** The deadline passed: every query of this request must fail. */
  get expired(): RequestDeadlineError | undefined {
    return this.expiredError;
  }

  /** The request finished in time: work it left running (e.g. a mail flush) is no longer its own. */
  get active(): boolean {
    return !this.released;
  }

  track(query: CancellableQuery): void {
    this.pending.add(query);
  }

  untrack(query: CancellableQuery): void {
    this.pending.delete(query);
  }

  /**
   * A transaction not finished yet. postgres.js offers no cancel for one still waiting for its
   * connection; it does not need one: its first statement after the deadline fails, so it rolls back.
   */
  trackTransaction(transaction: PromiseLike<unknown>): void {
    this.transactions.add(transaction);
    const forget = () => void this.transactions.delete(transaction);
    transaction.then(forget, forget);
  }

  /** Calls `listener` when the scope expires (at once if it already has); returns the unsubscribe. */
  onExpire(listener: (err: RequestDeadlineError) => void): () => void {
    if (this.expiredError) {
      listener(this.expiredError);
      return () => {};
    }
    this.expiryListeners.add(listener);
    return () => this.expiryListeners.delete(listener);
  }

  /**
   * Cancels every pending query (guarded-client.ts: one still queued in the driver is dropped and
   * never sent) and fails the request's queries from now on. Returns what was pending (for the log).
   */
  expire(): { abandonedQueries: number; abandonedTransactions: number } {
    if (this.expiredError || this.released) return { abandonedQueries: 0, abandonedTransactions: 0 };
    this.expiredError = new RequestDeadlineError();
    const outcome = { abandonedQueries: this.pending.size, abandonedTransactions: this.transactions.size };
    for (const query of this.pending) {
      try {
        // postgres.js returns a promise for the cancel request; a failure to deliver it (the
        // server is frozen or gone) changes nothing for this request, which already failed.
        const result = query.cancel();
        if (result instanceof Promise) result.catch(() => {});
      } catch {
        // Same: best effort.
      }
    }
    this.pending.clear();
    this.transactions.clear();
    for (const listener of this.expiryListeners) listener(this.expiredError);
    this.expiryListeners.clear();
    return outcome;
  }

  /** The request was answered in time. An expired scope stays bound: its late queries must still fail. */
  release(): void {
    if (this.expiredError) return;
    this.released = true;
    this.expiryListeners.clear();
  }
}

const scopes = new AsyncLocalStorage<QueryScope>();

export function runInQueryScope<T>(scope: QueryScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The scope of the request this code runs for, if it is still the request's own work. */
export function currentQueryScope(): QueryScope | undefined {
  const scope = scopes.getStore();
  return scope?.active ? scope : undefined;
}

/** Runs `fn` outside any request's scope: for work that must outlive the request (the outbox). */
export function outsideQueryScope<T>(fn: () => T): T {
  return scopes.exit(fn);
}
