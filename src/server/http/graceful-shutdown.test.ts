import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain } from './graceful-shutdown';
import { healthRouter } from './health';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

function get(port: number, agent: Agent, path = '/') {
  return new Promise<{ res: IncomingMessage; body: string; reusedSocket: boolean }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ res, body, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  return (server.address() as AddressInfo).port;
}

describe('createDrain', () => {
  it('keeps answering on open keep-alive connections with Connection: close, refuses new ones, then resolves', async () => {
    const drain = createDrain();
    const port = await listen(drain.handler((_req, res) => res.end('ok')));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(port, agent);
    expect(first.res.headers.connection).toBe('keep-alive');

    const drained = drain.drain(server!, { graceMs: 5_000, forceAfterMs: 20_000 });
    // The client's next request on its idle socket is answered (http.Server#close would reset it)...
    const second = await get(port, agent);
    expect(second.reusedSocket).toBe(true);
    expect(second.body).toBe('ok');
    expect(second.res.headers.connection).toBe('close');
    // ...and a new connection is refused.
    await expect(get(port, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The only connection closed with that answer: nothing left to wait for.
    await drained;
    agent.destroy();
  });

  it('lets a request in flight finish and closes its keep-alive socket once idle, after the grace', async () => {
    const drain = createDrain();
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const port = await listen(
      drain.handler((_req, res) => {
        started();
        setTimeout(() => res.end('slow'), 400);
      }),
    );
    server!.keepAliveTimeout = 60_000; // only the drain may close the idle socket here
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = get(port, agent);
    await inFlight;
    const drained = drain.drain(server!, { graceMs: 100, forceAfterMs: 60_000 });
    const { body, res } = await answer;
    expect(body).toBe('slow');
    expect(res.headers.connection).toBe('keep-alive'); // its headers were decided before the drain began
    await drained; // resolves only when the now idle socket is closed by the drain
    agent.destroy();
  });

  it('/readyz answers 503 as soon as the drain starts (load balancers stop choosing the process), /healthz stays 200', async () => {
    const drain = createDrain();
    const app = express().use(healthRouter(async () => {}, () => drain.isDraining()));
    const port = await listen(drain.handler(app));
    server!.keepAliveTimeout = 60_000;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(drain.isDraining()).toBe(false);
    const before = await get(port, agent, '/readyz');
    expect(before.res.statusCode).toBe(200);
    expect(JSON.parse(before.body)).toMatchObject({ status: 'ready' });

    const drained = drain.drain(server!, { graceMs: 5_000, forceAfterMs: 20_000 });
    expect(drain.isDraining()).toBe(true);
    const during = await get(port, agent, '/readyz');
    expect(during.reusedSocket).toBe(true);
    expect(during.res.statusCode).toBe(503);
    expect(during.res.headers['retry-after']).toBe('5');
    expect(during.res.headers.connection).toBe('close');
    expect(JSON.parse(during.body)).toMatchObject({ status: 'draining' });
    await drained;
    agent.destroy();
  });
});
