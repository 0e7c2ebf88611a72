/**
 * The request deadline against a database that never answers: a TCP server that accepts
 * connections and reads everything but never replies, which is what a frozen PostgreSQL looks like
 * from the driver (the fault test test/faults/frozen-database.test.ts does it with a real one).
 * Every kind of request answers 503 + Retry-After in its own shape within the deadline, and the
 * handler's late unwinding (when the driver gives up connecting) neither answers twice nor logs a 500.
 */
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../../test/captured-log';
import { startTestServer } from '../../../test/http';
import { openPostgres, type Database } from '../db/client';
import { UNAVAILABLE_MESSAGE } from '../trpc/init';

const DEADLINE_MS = 400;
/** The deadline plus a margin for a busy test machine. */
const ANSWER_WITHIN_MS = DEADLINE_MS + 1_200;

/** Accepts connections and swallows every byte without ever answering. */
async function startFrozenDatabase() {
  const sockets = new Set<Socket>();
  let received = 0;
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgres://postgres@127.0.0.1:${(server.address() as AddressInfo).port}/frozen`,
    received: () => received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { id?: string };
  res?: { statusCode?: number };
  url?: string;
  path?: string;
}

let frozen: Awaited<ReturnType<typeof startFrozenDatabase>>;
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const { lines, log } = capturedLog((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  frozen = await startFrozenDatabase();
  database = openPostgres(frozen.url, { max: 2 });
  server = await startTestServer(database, { log, requestDeadlineMs: DEADLINE_MS });
});
afterAll(async () => {
  await server.close();
  // The driver is still trying to connect to the frozen server: closing that server ends its attempts.
  await frozen.close();
  await database.close();
});

async function timed(path: string, init?: RequestInit) {
  const startedAt = Date.now();
  const res = await fetch(server.baseUrl + path, init);
  const text = await res.text();
  return { res, text, ms: Date.now() - startedAt };
}

function expectHeaders(res: Response) {
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request deadline (a database that never answers)', () => {
  it('every kind of request answers 503 + Retry-After in its own shape within the deadline', async () => {
    const trpcInput = encodeURIComponent(JSON.stringify({ 1: { json: {} } }));
    const [rest, trpc, batch, write] = await Promise.all([
      timed('/api/courses'),
      timed('/trpc/courses.list'),
      timed(`/trpc/courses.list,events.list?batch=1&input=${trpcInput}`),
      timed('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Deadline Test', email: 'deadline@example.com', subject: 'Frozen', message: 'sent while frozen' }),
      }),
    ]);
    for (const answer of [rest, trpc, batch, write]) {
      expect(answer.res.status, answer.text).toBe(503);
      expectHeaders(answer.res);
      expect(answer.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer.res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.text).not.toMatch(/postgres|CONNECT|REQUEST_DEADLINE|stack/i);
    }
    expect(JSON.parse(rest.text)).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    expect(JSON.parse(write.text)).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    // The tRPC envelope the client link reads (superjson), one error per call of a batch.
    const single = JSON.parse(trpc.text) as { error: { json: { message: string; data: Record<string, unknown> } } };
    expect(single.error.json.message).toBe(UNAVAILABLE_MESSAGE);
    expect(single.error.json.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503, path: 'courses.list' });
    const items = JSON.parse(batch.text) as { error: { json: { message: string; data: Record<string, unknown> } } }[];
    expect(items.map((i) => i.error.json.data.path)).toEqual(['courses.list', 'events.list']);
    for (const item of items) expect(item.error.json.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });

    // A browser without JavaScript posting the contact form gets a page it can show, not JSON.
    const form = await timed('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        _form: 'contact',
        name: 'Deadline Test',
        email: 'deadline@example.com',
        subject: 'Frozen',
        message: 'sent while frozen',
      }).toString(),
    });
    expect(form.res.status, form.text).toBe(503);
    expectHeaders(form.res);
    expect(form.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(form.text).toContain('<title>Temporarily unavailable</title>');
    expect(form.ms).toBeLessThan(ANSWER_WITHIN_MS);

    // Each was answered by the deadline, which says so in the log.
    const deadlines = new Set(lines.filter((l) => l.msg === 'request deadline passed: answered 503').map((l) => l.url));
    expect([...deadlines].sort()).toEqual([
      '/api/contact',
      '/api/courses',
      '/contact',
      '/trpc/courses.list',
      '/trpc/courses.list,events.list',
    ]);
  });

  it("the handler's late answer goes nowhere: one answer per request, no 500 logged, the app keeps serving", async () => {
    const before = lines.length;
    const answer = await timed('/trpc/courses.list?late=1');
    expect(answer.res.status).toBe(503);
    // The procedure failed after the deadline (the driver's connect timeout, 5 s), and tRPC then
    // wrote its own 503 into the response that was already sent: that write was dropped.
    for (let i = 0; i < 160 && !lines.slice(before).some((l) => l.msg === 'database unavailable'); i++) await sleep(50);
    const logged = lines.slice(before);
    expect(logged.find((l) => l.msg === 'database unavailable')).toMatchObject({ path: 'courses.list' });
    const completions = logged.filter((l) => l.res?.statusCode !== undefined);
    expect(completions).toHaveLength(1);
    expect(completions[0]!.res!.statusCode).toBe(503);
    const all = lines.filter((l) => l.res?.statusCode === 500 || /unhandled error|procedure failed|page render failed/.test(l.msg));
    expect(all).toEqual([]);
    // Still serving: a route that needs no database.
    const healthy = await timed('/healthz');
    expect(healthy.res.status).toBe(200);
  });

  it('/readyz answers 503 with Retry-After and the security headers; /healthz carries them too', async () => {
    const ready = await timed('/readyz');
    expect(ready.res.status).toBe(503);
    expectHeaders(ready.res);
    expect(JSON.parse(ready.text)).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    const health = await timed('/healthz');
    expect(health.res.status).toBe(200);
    expect(health.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(health.res.headers.get('permissions-policy')).toContain('camera=()');
  });
});
