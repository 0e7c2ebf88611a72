/**
 * The deadline middleware on its own, with handlers that never answer, answer late, or stream:
 * what the client receives, and that a late handler can neither crash the process nor answer twice.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { COMMIT_ANSWER_GRACE_MS, deadlineOf, requestDeadline } from './request-deadline';
import { sendUnavailable } from './unavailable-answer';
import { UNAVAILABLE_MESSAGE, UNCONFIRMED_MESSAGE } from '../trpc/init';

const DEADLINE_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function serve(route: (app: express.Express) => void) {
  const app = express();
  app.use(requestDeadline({ ms: DEADLINE_MS, log: silentLogger, sendUnavailable }));
  route(app);
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('requestDeadline', () => {
  it('a page whose handler never answers gets the "Temporarily unavailable" page, 503 + Retry-After, at the deadline', async () => {
    const base = await serve((app) => app.get('/education', () => {}));
    const startedAt = Date.now();
    const res = await fetch(`${base}/education`);
    const body = await res.text();
    const ms = Date.now() - startedAt;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(body).toContain('<title>Temporarily unavailable</title>');
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(ms).toBeLessThan(DEADLINE_MS + 1_000);
  });

  it('a handler that answers after the deadline changes nothing: no crash, no second answer, the 503 stands', async () => {
    const errors: unknown[] = [];
    let lateWritesDone = false;
    const late = async (res: Response) => {
      await sleep(DEADLINE_MS * 2);
      res.on('error', (err) => errors.push(err));
      // Everything a handler might do when it finally unwinds.
      res.status(500).set('X-Late', 'yes');
      res.setHeader('Content-Type', 'text/plain');
      res.write('late chunk');
      res.json({ message: 'late' });
      res.end();
      lateWritesDone = true;
    };
    const base = await serve((app) =>
      app.post('/api/slow', (_req, res, next) => {
        late(res).catch(next);
      }),
    );
    const res = await fetch(`${base}/api/slow`, { method: 'POST' });
    const body = (await res.json()) as { code: string };
    expect(res.status).toBe(503);
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.headers.get('x-late')).toBeNull();
    for (let i = 0; i < 40 && !lateWritesDone; i++) await sleep(25);
    expect(lateWritesDone).toBe(true);
    await sleep(50); // a write-after-end error would be emitted on the next tick
    expect(errors).toEqual([]);
    // The same connection and server keep working.
    expect((await fetch(`${base}/api/slow-missing`)).status).toBe(404);
  });

  it('an answer that began before the deadline (streaming) is left to finish', async () => {
    const base = await serve((app) =>
      app.get('/stream', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first ');
        setTimeout(() => res.end('last'), DEADLINE_MS * 2);
      }),
    );
    const res = await fetch(`${base}/stream`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('first last');
  });

  it("a body that arrives slowly (a phone on a poor link) is the client's time, not the server's: answered, not 503 (probe 75, F2)", async () => {
    let handlerDeadline: number | undefined;
    let bodyDoneAt = 0;
    const base = await serve((app) => {
      app.post('/api/contact', express.json(), (req, res) => {
        bodyDoneAt = Date.now();
        handlerDeadline = deadlineOf(res)?.at;
        res.json({ got: (req.body as { message: string }).message });
      });
      // A handler that never answers once its slow body has come: the deadline then still holds.
      app.post('/api/stuck', express.json(), () => {});
    });
    const trickle = (path: string) =>
      new Promise<{ status: number; body: string; ms: number; lastByteAt: number }>((resolve, reject) => {
        const url = new URL(base);
        const socket = connect(Number(url.port), url.hostname);
        const parts = ['{"message":', '"sent one', ' piece at', ' a time"}'];
        let startedAt = 0;
        let lastByteAt = 0;
        let answer = '';
        socket.on('error', reject);
        socket.on('data', (chunk) => (answer += String(chunk)));
        socket.on('end', () => resolve({ status: Number(answer.split(' ')[1]), body: answer, ms: Date.now() - startedAt, lastByteAt }));
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
        );
        startedAt = Date.now();
        void (async () => {
          for (const part of parts) {
            socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
            await sleep(DEADLINE_MS);
          }
          lastByteAt = Date.now();
          socket.write('0\r\n\r\n');
        })();
      });

    const slow = await trickle('/api/contact');
    expect(slow.ms).toBeGreaterThan(DEADLINE_MS * 3);
    expect(slow.status).toBe(200);
    expect(slow.body).toContain('"got":"sent one piece at a time"');
    // The handler's own time counts from the body's end, which comes after its last byte was sent
    // (an order, not a speed: the handler itself may run later on a busy machine).
    expect(handlerDeadline).toBeGreaterThanOrEqual(slow.lastByteAt + DEADLINE_MS);
    expect(handlerDeadline).toBeLessThanOrEqual(bodyDoneAt + DEADLINE_MS);

    const stuck = await trickle('/api/stuck');
    expect(stuck.status).toBe(503);
    expect(stuck.ms).toBeGreaterThan(DEADLINE_MS * 4 + DEADLINE_MS - 50);
  });

  it('tells the handler when its deadline passes (what its transaction must commit before)', async () => {
    let deadline: number | undefined;
    const before = Date.now();
    const base = await serve((app) =>
      app.get('/api/quick', (_req, res) => {
        deadline = deadlineOf(res)?.at;
        res.json({ ok: true });
      }),
    );
    const res = await fetch(`${base}/api/quick`);
    expect(res.status).toBe(200);
    expect(deadline).toBeGreaterThanOrEqual(before + DEADLINE_MS);
    expect(deadline).toBeLessThanOrEqual(Date.now() + DEADLINE_MS);
  });

  it('a commit on its way when the deadline passes is heard out: the answer says what happened, not 503', async () => {
    const base = await serve((app) =>
      app.post('/api/write', (_req, res) => {
        const deadline = deadlineOf(res)!;
        // The COMMIT goes out just before the deadline; its answer is processed just after it.
        setTimeout(() => {
          deadline.committing = sleep(DEADLINE_MS / 2).then(() => {
            res.status(201).json({ stored: true });
            return true;
          });
        }, DEADLINE_MS - 20);
      }),
    );
    const res = await fetch(`${base}/api/write`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ stored: true });
  });

  it('a commit that is not answered within the grace is a 503 that says the write may have been saved', async () => {
    const base = await serve((app) =>
      app.post('/api/write', (_req, res) => {
        const deadline = deadlineOf(res)!;
        setTimeout(() => (deadline.committing = new Promise(() => {})), DEADLINE_MS - 20);
      }),
    );
    const startedAt = Date.now();
    const res = await fetch(`${base}/api/write`, { method: 'POST' });
    expect(res.status).toBe(503);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(DEADLINE_MS + COMMIT_ANSWER_GRACE_MS - 50);
    // Not "try again": the database may have run the commit, and a retry would store it twice.
    expect(await res.json()).toEqual({ message: UNCONFIRMED_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });

  it('a commit known to have failed is a plain 503: nothing was stored, trying again is safe', async () => {
    const base = await serve((app) =>
      app.post('/api/write', (_req, res) => {
        const deadline = deadlineOf(res)!;
        setTimeout(() => (deadline.committing = Promise.resolve(false)), DEADLINE_MS - 20);
      }),
    );
    const res = await fetch(`${base}/api/write`, { method: 'POST' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });

  it('on /trpc too, an unanswered commit is said to be unconfirmed', async () => {
    const base = await serve((app) =>
      app.post('/trpc/contact.submit', (_req, res) => {
        const deadline = deadlineOf(res)!;
        setTimeout(() => (deadline.committing = new Promise(() => {})), DEADLINE_MS - 20);
      }),
    );
    const res = await fetch(`${base}/trpc/contact.submit`, { method: 'POST' });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(UNCONFIRMED_MESSAGE);
  });
});
