/**
 * SIGTERM during a load run: the server stops accepting, finishes every request it received,
 * flushes the outbox and the log, closes the database and exits 0 within 10 s. No request that
 * reached it fails, and every write it acknowledged is in the database afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { contactMessages, emailOutbox } from '../../src/server/db/schema';
import { NEVER_ACCEPTED, startLoad, sleep } from './load';
import { startServer, type ServerProcess } from '../server-process';
import { testReport } from '../report';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dce-shutdown-'));
let server: ServerProcess | undefined;

afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('SIGTERM mid-load: 0 failed in-flight requests, every acknowledged write kept, exit 0 within 10 s', async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const load = startLoad({
      baseUrl: server.url,
      workers: 20,
      reads: ['/api/courses', '/education', '/api/blog-posts', '/'],
      writeEvery: 4,
      write: (token) => ({
        path: '/api/contact',
        body: { name: 'Load Test', email: 'load@example.com', subject: 'Shutdown test', message: `message ${token}` },
      }),
      maxMs: 20_000,
    });
    // Signal once the server is warm and busy.
    const warmUntil = Date.now() + 10_000;
    while (load.outcomes.length < 200 && Date.now() < warmUntil) await sleep(20);
    const before = load.outcomes.length;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const exitMs = Date.now() - signalledAt;
    await load.stop();

    const answered = load.outcomes.filter((o) => o.status !== undefined);
    // Refused, or reset in the kernel's accept queue as the listener closed: neither reached the
    // server (load.ts says how the two resets are told apart). Anything else is a failure.
    const neverReached = (o: (typeof load.outcomes)[number]) => o.error === 'ECONNREFUSED' || o.error === NEVER_ACCEPTED;
    const failed = load.outcomes.filter((o) => (o.status !== undefined && o.status >= 500) || (o.error && !neverReached(o)));
    const refused = load.outcomes.filter((o) => o.error === 'ECONNREFUSED');
    const resetUnaccepted = load.outcomes.filter((o) => o.error === NEVER_ACCEPTED);
    const afterSignal = answered.filter((o) => o.startedAt >= signalledAt).length;
    const inFlight = load.outcomes.filter((o) => o.startedAt < signalledAt && o.startedAt + o.ms >= signalledAt).length;
    const log = server.output();
    testReport.info(
      `shutdown: ${before} requests before SIGTERM, ${inFlight} in flight at the signal, ${answered.length} answered in all (${afterSignal} started after it), ` +
        `${refused.length} new connections refused after close, ${resetUnaccepted.length} reset before they were accepted, ${failed.length} failed; exit ${code} after ${exitMs} ms`,
    );
    expect(before).toBeGreaterThanOrEqual(200); // the load was real
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(log).toMatch(/shutting down/);
    expect(log).toMatch(/"msg":"stopped"/);

    // Every acknowledged write is in the database, exactly once; the outbox was flushed.
    const database = await openPglite(dataDir);
    try {
      const rows = await database.db.select({ message: contactMessages.message }).from(contactMessages);
      const stored = new Map<string, number>();
      for (const row of rows) stored.set(row.message, (stored.get(row.message) ?? 0) + 1);
      const acknowledged = load.outcomes.filter((o) => o.kind === 'write' && o.status === 201);
      expect(acknowledged.length).toBeGreaterThan(10);
      for (const write of acknowledged) expect(stored.get(`message ${write.token}`), write.token).toBe(1);
      const outbox = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
      expect(outbox.length).toBeGreaterThan(0);
      expect(outbox.filter((m) => m.status === 'sending')).toEqual([]); // no mail left half-sent
    } finally {
      await database.close();
    }
  }, 60_000);
});
