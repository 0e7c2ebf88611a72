/**
 * PostgreSQL stopped mid-run (a real server, stopped and started again with pg_ctl): requests fail
 * fast with 503 and the process stays up, /readyz reports the outage, and when the database is back
 * the app recovers by itself within 5 s (its LISTEN connection too) with no acknowledged write lost
 * or doubled.
 */
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../../src/server/db/change-feed';
import { contact, expectUnavailable, probe } from './answers';
import { startLoad, sleep } from './load';
import { createPgInstance, type PgInstance } from './pg-instance';
import { startServer, type ServerProcess } from '../server-process';
import { testReport } from '../report';

let pg: PgInstance | undefined;
let server: ServerProcess | undefined;

afterAll(() => {
  server?.kill();
  pg?.destroy();
});

async function status(url: string) {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}

describe('database outage', () => {
  it('503 fast while PostgreSQL is down, /readyz says so, recovery within 5 s, acknowledged writes kept exactly once', async () => {
    pg = await createPgInstance();
    server = await startServer({ DATABASE_URL: pg.url });
    const pid = server.child.pid;
    const load = startLoad({
      baseUrl: server.url,
      workers: 8,
      // The reads with a query string miss the response cache, so they need the database.
      reads: ['/api/courses', '/community', '/trpc/courses.list?from=fault-test', '/education?from=fault-test', '/api/events'],
      writeEvery: 3,
      write: (token) => ({
        path: '/api/contact',
        body: { name: 'Outage Test', email: 'outage@example.com', subject: 'Outage', message: `message ${token}` },
      }),
      maxMs: 40_000,
    });
    await sleep(1_500);

    const stoppedAt = Date.now();
    pg.stop();
    await sleep(500);
    // One of each kind while it is down, each on a URL the response cache cannot answer.
    const [readyWhileDown, ...probes] = await Promise.all([
      status(`${server.url}/readyz`),
      // A query parameter the answer reads (so it keys the cache): these must miss the cache and reach the database.
      probe(server.url, '/api/search?q=probe-down'),
      probe(server.url, `/trpc/search.page?input=${encodeURIComponent(JSON.stringify({ json: { q: 'probe-down' } }))}`),
      probe(server.url, '/search?q=probe-down'),
      probe(server.url, '/api/contact', contact('Probe while down', 'probe sent while the database was down')),
    ]);
    await sleep(stoppedAt + 2_500 - Date.now()); // down for 2.5 s in all
    const startedAgain = Date.now();
    pg.start();
    const restartedAt = Date.now();

    // Recovery: /readyz answers 200 and a write is acknowledged.
    let recoveredAt = 0;
    while (Date.now() - restartedAt < 15_000) {
      const ready = await status(`${server.url}/readyz`);
      const write = await fetch(`${server.url}/api/contact`, contact('Probe', 'recovery probe message'));
      await write.arrayBuffer();
      if (ready === 200 && write.status === 201) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(50);
    }
    await sleep(1_000);
    await load.stop();

    const outcomes = load.outcomes;
    const during = outcomes.filter((o) => o.startedAt >= stoppedAt + 300 && o.startedAt < startedAgain);
    const unavailable = during.filter((o) => o.status === 503);
    const statuses = [...new Set(outcomes.map((o) => o.status ?? o.error))];
    const slowest = Math.max(...outcomes.map((o) => o.ms), ...probes.map((p) => p.ms));
    const recoveryMs = recoveredAt - restartedAt;
    testReport.info(
      `outage: ${outcomes.length} requests, ${during.length} while down (${unavailable.length} answered 503), ` +
        `statuses ${JSON.stringify(statuses)}, slowest ${slowest} ms, /readyz while down ${readyWhileDown}, ` +
        `probes while down ${JSON.stringify(probes.map((p) => `${p.path} ${p.status} ${p.ms} ms`))}, ` +
        `recovered ${recoveryMs} ms after PostgreSQL was back`,
    );

    expect(readyWhileDown).toBe(503);
    for (const p of probes) {
      expectUnavailable(p);
      expect(p.ms, p.path).toBeLessThan(3_000);
    }
    // The load saw the outage too (the probes above prove each kind; cached reads may still answer 200).
    expect(unavailable.length).toBeGreaterThanOrEqual(3);
    for (const o of outcomes) {
      expect(o.error, JSON.stringify(o)).toBeUndefined(); // no dropped connection, no crash
      expect([200, 201, 503], JSON.stringify(o)).toContain(o.status);
      expect(o.ms, JSON.stringify(o)).toBeLessThan(3_000); // fail fast, no hang
      if (o.status === 503) expectUnavailable(o);
    }
    expect(recoveredAt).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThanOrEqual(5_000);
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    expect(server.output()).not.toMatch(/UnhandledPromiseRejection|uncaught/i);
    // After recovery everything answers normally again.
    expect(outcomes.filter((o) => o.startedAt > recoveredAt + 200).every((o) => o.status === 200 || o.status === 201)).toBe(true);

    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      // The LISTEN connection (cache invalidation across processes) reconnected by itself: it is
      // listening again, and a NOTIFY from "another process" empties this process's cache.
      const listening = async () =>
        (
          await sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where query ilike ${`listen%${CHANGES_CHANNEL}%`}`
        )[0]!.n;
      const listenDeadline = Date.now() + 5_000;
      while ((await listening()) === 0 && Date.now() < listenDeadline) await sleep(100);
      expect(await listening()).toBe(1);
      const cached = '/api/courses?probe=listen';
      const xCache = async () => {
        const res = await fetch(server!.url + cached);
        await res.arrayBuffer();
        return res.headers.get('x-cache');
      };
      await xCache();
      expect(await xCache()).toBe('HIT');
      await sql`select pg_notify(${CHANGES_CHANNEL}, 'unknown: another process')`;
      let invalidated = false;
      for (const deadline = Date.now() + 5_000; !invalidated && Date.now() < deadline; await sleep(50))
        invalidated = (await xCache()) !== 'HIT';
      expect(invalidated).toBe(true);

      // No acknowledged write lost or doubled; none written twice; nothing stored from the refused probe.
      const rows = await sql<{ message: string; n: number }[]>`
        select message, count(*)::int as n from contact_messages where subject = 'Outage' group by message`;
      const stored = new Map(rows.map((r) => [r.message, r.n]));
      const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
      expect(acknowledged.length).toBeGreaterThan(10);
      for (const write of acknowledged) expect(stored.get(`message ${write.token}`), write.token).toBe(1);
      expect(rows.filter((r) => r.n > 1)).toEqual([]);
      expect(await sql`select id from contact_messages where subject = 'Probe while down'`).toHaveLength(0);
    } finally {
      await sql.end();
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
