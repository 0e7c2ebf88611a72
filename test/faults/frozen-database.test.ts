/**
 * PostgreSQL frozen mid-run (SIGSTOP to every process of a private server, then SIGCONT): its
 * connections stay open and swallow what is sent, but nothing answers. Unlike a stopped server,
 * nothing is refused, so without a deadline every request waits as long as the freeze lasts.
 *
 * 1. A request's transaction (db/commit-deadline.ts) on its own: a write sent into the freeze by a
 *    request whose deadline then passed is never carried out when the server thaws, whether the
 *    freeze caught a statement or the COMMIT itself, while the same write without the deadline is
 *    (the hazard).
 * 2. The real server under load, frozen for 6 s: every request answers within the deadline plus a
 *    margin with 200/201 or 503 + Retry-After (none hangs, none 500), /readyz answers 503 with
 *    Retry-After while frozen, and after the thaw the site recovers and no write is lost or doubled:
 *    each acknowledged write stored once, each write answered 503 not stored at all.
 */
import { like, sql as raw } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/postgres-js';
import { CONNECTION_TIMEOUTS, openPostgres, type Db } from '../../src/server/db/client';
import { RequestDeadlineError, transactionWithinDeadline } from '../../src/server/db/commit-deadline';
import { contactMessages } from '../../src/server/db/schema';
import { DEFAULT_REQUEST_DEADLINE_MS } from '../../src/server/http/request-deadline';
import { UNCONFIRMED_MESSAGE } from '../../src/server/trpc/init';
import { contact, expectUnavailable, probe } from './answers';
import { startLoad, sleep } from './load';
import { createPgInstance, type PgInstance } from './pg-instance';
import { startServer, type ServerProcess } from '../server-process';
import { testReport } from '../report';

const FREEZE_MS = 6_000;
/**
 * The deadline plus a margin for a busy two-core machine, under the 6 s freeze: without the
 * deadline a request sent 0.3 s into the freeze takes 5.7 s.
 */
const ANSWER_WITHIN_MS = DEFAULT_REQUEST_DEADLINE_MS + 1_500;

let pg: PgInstance;
let server: ServerProcess | undefined;

beforeAll(async () => {
  pg = await createPgInstance();
}, 60_000);
afterAll(() => {
  server?.kill();
  pg?.destroy();
});

const row = (message: string) => ({ name: 'Frozen Test', email: 'frozen@example.com', subject: 'Frozen guard', message });

/** Settles with how the promise ended, for asserting on a rejection without an unhandled one. */
function outcome(promise: Promise<unknown>) {
  const startedAt = Date.now();
  return promise.then(
    () => ({ ok: true as const, error: undefined, ms: Date.now() - startedAt }),
    (error: unknown) => ({ ok: false as const, error, ms: Date.now() - startedAt }),
  );
}

describe('frozen database', () => {
  it('a transaction whose statement sat out the freeze past its deadline rolls back at the thaw; through the plain driver the write is carried out', async () => {
    const database = openPostgres(pg.url, { max: 2 });
    const plain = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      await database.migrate();
      // Open the connections while the server answers, so the writes below are really sent.
      await Promise.all([database.db.execute(raw`select 1`), plain`select 1`]);

      // Begun after the deadline: never begun.
      let late = false;
      const tooLate = await outcome(transactionWithinDeadline(database.db, { at: Date.now() - 1 }, async () => void (late = true)));
      expect(tooLate.error).toBeInstanceOf(RequestDeadlineError);
      expect(late).toBe(false);

      // A transaction that wrote a row, then waits: its next statement will go into the freeze.
      const deadlineAt = Date.now() + 1_000;
      let continueTransaction = () => {};
      const resumed = new Promise<void>((resolve) => (continueTransaction = resolve));
      let firstInsertDone = false;
      const transaction = outcome(
        transactionWithinDeadline(database.db, { at: deadlineAt }, async (tx) => {
          await tx.insert(contactMessages).values(row('request transaction, first row'));
          firstInsertDone = true;
          await resumed;
          await tx.insert(contactMessages).values(row('request transaction, second row'));
        }),
      );
      while (!firstInsertDone) await sleep(10);

      pg.freeze();
      continueTransaction();
      // The plain driver, outside any request: its INSERT is sent and waits in the frozen server.
      const unguarded = outcome(
        plain`insert into contact_messages (name, email, subject, message) values ('Frozen Test', 'frozen@example.com', 'Frozen guard', 'plain driver')`,
      );
      // The request's deadline passes while the server is frozen (request-deadline.ts answers 503 then).
      await sleep(deadlineAt - Date.now() + FREEZE_MS / 3);
      pg.thaw();
      const [transactionEnd, unguardedEnd] = await Promise.all([transaction, unguarded]);
      expect(unguardedEnd.ok).toBe(true);
      // The second INSERT ran at the thaw, after the deadline: the transaction rolled back instead of committing.
      expect(transactionEnd.error).toBeInstanceOf(RequestDeadlineError);

      const stored = await plain<
        { message: string }[]
      >`select message from contact_messages where subject = 'Frozen guard' order by message`;
      expect(stored.map((r) => r.message)).toEqual(['plain driver']);
      const leftOpen = await plain<
        { n: number }[]
      >`select count(*)::int as n from pg_stat_activity where state like 'idle in transaction%'`;
      expect(leftOpen[0]!.n).toBe(0);
      await database.db.delete(contactMessages).where(like(contactMessages.subject, 'Frozen guard'));
    } finally {
      pg.thaw();
      await plain.end({ timeout: 5 });
      await database.close();
    }
  }, 60_000);

  it('a COMMIT that goes into the freeze is rolled back by the server when the request had no time left; without the bound it is carried out', async () => {
    /** One request transaction inserting `message`, whose COMMIT is written to a server frozen just before. */
    const commitIntoFreeze = async (message: string, deadlineAt: number | undefined) => {
      let freezeAtCommit = false;
      const client = postgres(pg.url, {
        max: 1,
        onnotice: () => {},
        // Called as postgres.js builds each query, before its bytes are written.
        debug: (_connection, query) => {
          if (freezeAtCommit && /^commit/i.test(query)) {
            freezeAtCommit = false;
            pg.freeze();
          }
        },
      });
      try {
        await client`select 1`;
        const ended = outcome(
          transactionWithinDeadline(
            drizzle(client) as unknown as Db,
            deadlineAt === undefined ? undefined : { at: deadlineAt },
            async (tx) => {
              await tx.insert(contactMessages).values(row(message)).execute();
              freezeAtCommit = true;
            },
          ),
        );
        // The request's deadline passes (its client is told 503 then), and the freeze goes on.
        await sleep(Math.max(0, (deadlineAt ?? Date.now()) - Date.now()) + 2_000);
        pg.thaw();
        return await ended;
      } finally {
        pg.thaw();
        await client.end({ timeout: 1 }).catch(() => {});
      }
    };
    const plain = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const database = openPostgres(pg.url, { max: 1 });
      await database.migrate();
      await database.close();
      const bounded = await commitIntoFreeze('bounded', Date.now() + 1_000);
      expect(bounded.ok).toBe(false); // PostgreSQL ended the session: the COMMIT was never run
      await commitIntoFreeze('unbounded', undefined);
      const stored = await plain<{ message: string }[]>`select message from contact_messages where subject = 'Frozen guard'`;
      // The bounded transaction's session was ended by PostgreSQL before the COMMIT was read; the
      // unbounded one shows the hazard: its COMMIT ran at the thaw, after the client was told it failed.
      expect(stored.map((r) => r.message)).toEqual(['unbounded']);
      await plain`delete from contact_messages where subject = 'Frozen guard'`;
    } finally {
      await plain.end({ timeout: 5 });
    }
  }, 60_000);

  it('6 s frozen under load: every answer within the deadline (200/201 or 503 + Retry-After), /readyz 503, recovery, no write lost or doubled', async () => {
    server = await startServer({ DATABASE_URL: pg.url });
    const pid = server.child.pid;
    const load = startLoad({
      baseUrl: server.url,
      workers: 8,
      // The reads with a query string miss the response cache, so they need the database.
      reads: ['/api/courses', '/community', '/trpc/courses.list?from=frozen-test', '/education?from=frozen-test', '/api/events'],
      writeEvery: 3,
      write: (token) => ({
        path: '/api/contact',
        body: { name: 'Frozen Test', email: 'frozen@example.com', subject: 'Frozen', message: `message ${token}` },
      }),
      maxMs: 60_000,
    });
    await sleep(1_500);

    const frozenAt = Date.now();
    pg.freeze();
    await sleep(300);
    // One of each kind while frozen, each on a URL the response cache cannot answer.
    const probes = await Promise.all([
      probe(server.url, '/readyz'),
      probe(server.url, '/api/search?q=probe-frozen'),
      probe(server.url, `/trpc/search.page?input=${encodeURIComponent(JSON.stringify({ json: { q: 'probe-frozen' } }))}`),
      probe(server.url, '/search?q=probe-frozen'),
      probe(server.url, '/api/contact', contact('Probe while frozen', 'probe sent while the database was frozen')),
    ]);
    await sleep(frozenAt + FREEZE_MS - Date.now());
    const thawedAt = Date.now();
    pg.thaw();

    // Recovery: /readyz answers 200 and a write is acknowledged.
    let recoveredAt = 0;
    while (Date.now() - thawedAt < 15_000) {
      const ready = await probe(server.url, '/readyz');
      const write = await probe(server.url, '/api/contact', contact('Probe', 'recovery probe message'));
      if (ready.status === 200 && write.status === 201) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(50);
    }
    // Serve normally for a while: the writes acknowledged after the thaw are checked too.
    await sleep(3_000);
    await load.stop();

    const outcomes = load.outcomes;
    // Requests in flight during the freeze (started before or during it).
    const during = outcomes.filter((o) => o.startedAt < thawedAt && o.startedAt + o.ms > frozenAt + 300);
    const unavailable = during.filter((o) => o.status === 503);
    const statuses = [...new Set(outcomes.map((o) => o.status ?? o.error))];
    const slowest = Math.max(...outcomes.map((o) => o.ms), ...probes.map((p) => p.ms));
    const slowestLoad = outcomes.reduce((a, b) => (b.ms > a.ms ? b : a));
    const recoveryMs = recoveredAt - thawedAt;
    const log = server.output();
    testReport.info(
      `frozen: ${outcomes.length} requests, ${during.length} started while frozen (${unavailable.length} answered 503), ` +
        `statuses ${JSON.stringify(statuses)}, slowest ${slowest} ms, ` +
        `probes while frozen ${JSON.stringify(probes.map((p) => `${p.path} ${p.status} ${p.ms} ms`))}, ` +
        `recovered ${recoveryMs} ms after the thaw, ${(log.match(/request deadline passed/g) ?? []).length} deadlines logged; ` +
        `slowest of the load: ${slowestLoad.kind} ${slowestLoad.path} ${slowestLoad.status} started ${slowestLoad.startedAt - frozenAt} ms after the freeze`,
    );

    const [ready, ...others] = probes;
    expect(ready!.status).toBe(503);
    expect(ready!.retryAfter).toBe('5');
    expect(ready!.ms).toBeLessThan(ANSWER_WITHIN_MS);
    for (const p of others) {
      expectUnavailable(p);
      expect(p.ms, p.path).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // The load met the freeze too (the probes prove each kind; cached reads may still answer 200).
    expect(unavailable.length).toBeGreaterThanOrEqual(3);
    for (const o of outcomes) {
      expect(o.error, JSON.stringify(o)).toBeUndefined(); // no dropped connection, no crash
      expect([200, 201, 503], JSON.stringify(o)).toContain(o.status);
      // None hangs for the freeze: it held each request up by the deadline and a margin at most (a
      // request already slow before the freeze, e.g. the first ones of a cold process, counts from it).
      expect(o.startedAt + o.ms - Math.max(o.startedAt, frozenAt), JSON.stringify(o)).toBeLessThan(ANSWER_WITHIN_MS);
      if (o.status === 503) expectUnavailable(o);
    }
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThanOrEqual(5_000);
    expect(outcomes.filter((o) => o.startedAt > recoveredAt + 200).every((o) => o.status === 200 || o.status === 201)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(log).not.toMatch(/UnhandledPromiseRejection|uncaught|"statusCode":500|unhandled error|procedure failed|page render failed/i);

    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      // Work abandoned by timed-out requests reaches the thawed server and rolls back: by its
      // transaction-local bound (db/commit-deadline.ts), at worst by PostgreSQL's own
      // idle_in_transaction_session_timeout. The writes are counted once nothing is left open, so a
      // refused write still inside a transaction could not commit after the count.
      const openSessions = () => sql<{ query: string; xact_ms: number; idle_ms: number }[]>`
        select left(query, 200) as query,
               (extract(epoch from now() - xact_start) * 1000)::int as xact_ms,
               (extract(epoch from now() - state_change) * 1000)::int as idle_ms
          from pg_stat_activity where state like 'idle in transaction%'`;
      await sleep(1_000);
      let leftOpen = await openSessions();
      if (leftOpen.length > 0) testReport.info(`still in a transaction 1 s after the load: ${JSON.stringify(leftOpen)}`);
      const waitUntil = Date.now() + CONNECTION_TIMEOUTS.idle_in_transaction_session_timeout + 2_000;
      while (leftOpen.length > 0 && Date.now() < waitUntil) {
        await sleep(100);
        leftOpen = await openSessions();
      }
      expect(leftOpen, JSON.stringify(leftOpen)).toEqual([]);
      const rows = await sql<{ message: string; n: number }[]>`
        select message, count(*)::int as n from contact_messages where subject = 'Frozen' group by message`;
      const stored = new Map(rows.map((r) => [r.message, r.n]));
      const writes = outcomes.filter((o) => o.kind === 'write');
      const acknowledged = writes.filter((o) => o.status === 201);
      const refused = writes.filter((o) => o.status === 503);
      // A 503 whose COMMIT was sent but never answered (the freeze caught it mid-commit) says the
      // write may have been saved; every other 503 says "try again", and must mean it.
      const unconfirmed = refused.filter((o) => (JSON.parse(o.body!) as { message: string }).message === UNCONFIRMED_MESSAGE);
      const notStored = refused.filter((o) => !unconfirmed.includes(o));
      expect(acknowledged.length).toBeGreaterThanOrEqual(10);
      expect(notStored.length).toBeGreaterThanOrEqual(1);
      testReport.info(`frozen writes: ${acknowledged.length} acknowledged, ${notStored.length} refused, ${unconfirmed.length} unconfirmed`);
      // Acknowledged: stored exactly once. Refused: not stored at all, so a retry cannot double it.
      for (const write of acknowledged) expect(stored.get(`message ${write.token}`), write.token).toBe(1);
      for (const write of notStored) expect(stored.get(`message ${write.token}`), write.token).toBeUndefined();
      // Unconfirmed: stored once or not at all.
      for (const write of unconfirmed) expect(stored.get(`message ${write.token}`) ?? 0, write.token).toBeLessThanOrEqual(1);
      expect(rows.filter((r) => r.n > 1)).toEqual([]);
      expect(await sql`select id from contact_messages where subject = 'Probe while frozen'`).toHaveLength(0);
    } finally {
      await sql.end();
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
