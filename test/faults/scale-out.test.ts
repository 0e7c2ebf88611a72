/**
 * Scale-out on a real proxy (issue 17): Debian's nginx, running deploy/nginx.conf itself (ports,
 * certificate and log paths substituted, TLS included), in front of two production builds of the
 * app on one PostgreSQL database, with the same SESSION_SECRET, TRUST_PROXY set to nginx's address
 * and PUBLIC_URL set. Each `it` shows one promise of deploy/README.md across the two processes:
 * sessions, revocation, cache invalidation, shared rate limits by the visitor's address, no lost
 * request when one process is stopped, and readiness (draining, or no database) routing traffic.
 *
 * Which process answered a request through nginx is read from nginx's access log (the
 * `dce_upstream` format of the example: every process tried, and the request id the app echoes).
 *
 * nginx, openssl and PostgreSQL's server binaries must be installed (.ci/run installs them): if
 * one is missing, every test fails saying which.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from './load';
import { NGINX_SERVER_NAME, startNginx, type LogLine, type NginxInstance } from './nginx';
import { createPgInstance, type PgInstance } from './pg-instance';
import { freePort, startServer, type ServerProcess } from '../server-process';
import { testReport } from '../report';

const ADMIN_PASSWORD = 'scale-out-admin-password';
const SESSION_SECRET = randomBytes(32).toString('base64url');
const PUBLIC_URL = `https://${NGINX_SERVER_NAME}`;
const SESSION_COOKIE = '__Host-dce_session'; // Secure cookies: PUBLIC_URL is https

interface AppProcess {
  name: 'A' | 'B';
  port: number;
  dataDir: string;
  databaseUrl: string;
  server?: ServerProcess;
}

let pg: PgInstance | undefined;
let relay: Relay | undefined;
let nginx: NginxInstance | undefined;
const apps: AppProcess[] = [];
const tempDirs: string[] = [];
const timings: string[] = [];

// ---------------------------------------------------------------------------------------------
// A TCP relay between process B and PostgreSQL: cutting it is a network partition between that
// one process and its database (process A keeps its own direct connection).

interface Relay {
  port: number;
  cut(): void;
  heal(): void;
  close(): Promise<void>;
}

async function startRelay(targetPort: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    heal() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Clients: through nginx (HTTPS, verified against the test certificate, Host example.dm) or
// straight to one process (plain HTTP on its port).

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface SendOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  agent?: HttpAgent | HttpsAgent | false;
  /** The client's source address (127.0.0.2, ... are loopback too). */
  localAddress?: string;
  timeoutMs?: number;
}

type Target = { via: 'nginx' } | { via: 'app'; app: AppProcess };
const NGINX: Target = { via: 'nginx' };
const direct = (app: AppProcess): Target => ({ via: 'app', app });

function send(target: Target, urlPath: string, opts: SendOptions = {}): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string> = {
    ...(payload && { 'content-type': 'application/json', 'content-length': String(payload.length) }),
    ...(opts.cookie && { cookie: opts.cookie }),
    ...opts.headers,
  };
  return new Promise<Reply>((resolve, reject) => {
    const onResponse = (res: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    };
    const common = { method: opts.method ?? 'GET', path: urlPath, agent: opts.agent ?? false, localAddress: opts.localAddress };
    const req =
      target.via === 'nginx'
        ? httpsRequest(
            {
              ...common,
              host: '127.0.0.1',
              port: nginx!.httpsPort,
              servername: NGINX_SERVER_NAME,
              ca: nginx!.ca,
              headers: { host: NGINX_SERVER_NAME, ...headers },
            },
            onResponse,
          )
        : httpRequest({ ...common, host: '127.0.0.1', port: target.app.port, headers }, onResponse);
    req.setTimeout(opts.timeoutMs ?? 15_000, () => req.destroy(new Error(`timeout after ${opts.timeoutMs ?? 15_000} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const json = (reply: Reply) => JSON.parse(reply.body) as Record<string, unknown> & unknown[];

function sessionCookie(reply: Reply): string {
  const cookie = (reply.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(reply.headers)}`);
  return cookie.split(';')[0]!;
}

/** The process (A or B) that finally answered a request made through nginx, from the access log. */
async function servedBy(reply: Reply): Promise<AppProcess | undefined> {
  const id = reply.headers['x-request-id'];
  for (let i = 0; i < 50; i++) {
    const line = nginx!.accessLog().find((l) => l.requestId === id);
    if (line) return apps.find((app) => line.upstreams.at(-1) === `127.0.0.1:${app.port}`);
    await sleep(20); // nginx writes the line once the response is sent
  }
  throw new Error(`request ${String(id)} not in nginx's access log`);
}

// ---------------------------------------------------------------------------------------------
// The two processes.

const appA = () => apps[0]!;
const appB = () => apps[1]!;
const isRunning = (app: AppProcess) => app.server !== undefined && app.server.child.exitCode === null && app.server.child.signalCode === null;

async function startApp(app: AppProcess) {
  app.server = await startServer({
    PORT: String(app.port),
    DATABASE_URL: app.databaseUrl,
    DATA_DIR: app.dataDir,
    SESSION_SECRET,
    PUBLIC_URL,
    // nginx connects from 127.0.0.1: only its X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    ADMIN_PASSWORD,
    // Production allowances: the rate-limit test exhausts the real contact limit (10 per 10 minutes).
    RATE_LIMIT_SCALE: '1',
    // The draining test's slow upload must be answered within the request deadline; the production
    // 4 s left its own steps under 0.5 s of slack when the machine was busy (CI failed at 4.7 s).
    // Still under the 10 s a draining process waits before it exits regardless (server.ts).
    REQUEST_DEADLINE_MS: '8000',
  });
}

/**
 * Both processes running and both chosen by nginx again (a restarted process was taken out of
 * rotation when it stopped; nginx tries it again after fail_timeout).
 */
async function ensureBothUp() {
  for (const app of apps) if (!isRunning(app)) await startApp(app);
  const seen = new Set<string>();
  const until = Date.now() + 15_000;
  while (seen.size < apps.length && Date.now() < until) {
    const reply = await send(NGINX, '/healthz');
    expect(reply.status).toBe(200);
    const app = await servedBy(reply);
    if (app) seen.add(app.name);
    if (seen.size < apps.length) await sleep(100);
  }
  expect([...seen].sort(), 'nginx sends requests to both processes').toEqual(['A', 'B']);
}

/** A new learner registered through nginx: their username and session cookie. */
async function registerLearner(prefix: string): Promise<{ username: string; cookie: string }> {
  const username = `${prefix}_${Date.now() % 1_000_000}`;
  const register = await send(NGINX, '/api/register', {
    method: 'POST',
    body: { username, fullName: `Learner ${prefix}`, email: `${username}@example.com`, password: 'learner-password-1' },
  });
  expect(register.status, register.body).toBe(201);
  return { username, cookie: sessionCookie(register) };
}

let adminCookie: string | undefined;
async function adminSession(): Promise<string> {
  if (!adminCookie) {
    const login = await send(NGINX, '/api/login', { method: 'POST', body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status, login.body).toBe(200);
    adminCookie = sessionCookie(login);
  }
  return adminCookie;
}

beforeAll(async () => {
  const started = Date.now();
  pg = await createPgInstance();
  relay = await startRelay(pg.port);
  for (const [name, databaseUrl] of [
    ['A', pg.url],
    ['B', `postgres://postgres@127.0.0.1:${relay.port}/postgres`],
  ] as const) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `dce-scale-${name}-`));
    tempDirs.push(dataDir);
    apps.push({ name, port: await freePort(), dataDir, databaseUrl });
  }
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  for (const app of apps) await startApp(app);
  nginx = await startNginx({ upstreams: [appA().port, appB().port] });
  timings.push(`setup ${Date.now() - started} ms`);
}, 120_000);

afterAll(async () => {
  for (const app of apps) app.server?.kill();
  await Promise.all(apps.map((app) => app.server?.exited));
  await nginx?.stop();
  await relay?.close();
  pg?.destroy();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  testReport.info({ timings }, 'scale-out timings');
}, 60_000);

describe('scale-out: nginx in front of two processes on one PostgreSQL', () => {
  it('a session made through one process works on the other', async () => {
    await ensureBothUp();
    // Signed in through nginx: find which process sealed the cookie, then use it on the other one directly.
    const login = await send(NGINX, '/api/login', { method: 'POST', body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(login.status, login.body).toBe(200);
    const cookie = sessionCookie(login);
    const madeOn = await servedBy(login);
    expect(madeOn).toBeDefined();
    const other = madeOn === appA() ? appB() : appA();
    const onOther = await send(direct(other), '/api/user', { cookie });
    expect(onOther.status, onOther.body).toBe(200);
    expect(json(onOther)).toMatchObject({ username: 'admin', role: 'admin' });
    adminCookie = cookie;

    // And the other way round: signed in on B directly, used on A directly.
    const onB = await send(direct(appB()), '/api/login', { method: 'POST', body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(onB.status, onB.body).toBe(200);
    const onA = await send(direct(appA()), '/api/user', { cookie: sessionCookie(onB) });
    expect(onA.status, onA.body).toBe(200);
    expect(json(onA)).toMatchObject({ username: 'admin' });
  }, 60_000);

  it('logout through process A revokes the same cookie on process B as soon as B hears it (PostgreSQL NOTIFY)', async () => {
    await ensureBothUp();
    const { username, cookie } = await registerLearner('learner');
    // Used on both (twice on B: anything B keeps about this session is warm).
    for (const app of [appB(), appB(), appA()]) {
      const user = await send(direct(app), '/api/user', { cookie });
      expect(user.status, `${app.name}: ${user.body}`).toBe(200);
      expect(json(user)).toMatchObject({ username });
    }
    const logout = await send(direct(appA()), '/api/logout', { method: 'POST', body: {}, cookie });
    expect(logout.status, logout.body).toBe(200);
    // B hears the logout by NOTIFY, sent at the commit, so a moment after A answered: a request sent
    // to B in that moment may still be accepted. Revoked within 2 s (a cache without the feed would
    // keep the session for good), and never accepted again after.
    const from = Date.now();
    let onB = await send(direct(appB()), '/api/user', { cookie });
    while (onB.status !== 401 && Date.now() - from < 2_000) {
      await sleep(5);
      onB = await send(direct(appB()), '/api/user', { cookie });
    }
    timings.push(`logout on A refused on B ${Date.now() - from} ms after A answered`);
    expect(onB.status, `B still accepted the cookie revoked on A 2 s later: ${onB.body}`).toBe(401);
    expect((await send(direct(appB()), '/api/user', { cookie })).status).toBe(401);
    for (let i = 0; i < 4; i++) {
      const through = await send(NGINX, '/api/user', { cookie });
      expect(through.status, `through nginx, answered by ${(await servedBy(through))?.name ?? '?'}: ${through.body}`).toBe(401);
    }
  }, 60_000);

  it("an admin write on process A empties the anonymous response cache of process B too", async () => {
    await ensureBothUp();
    const cookie = await adminSession();
    const reads = ['/api/blog-posts', '/community', '/rss.xml'];
    // Warm: each read is a cache hit on both processes (X-Cache: HIT, see answer-cache.ts).
    for (const app of apps)
      for (const read of reads) {
        let hit = false;
        for (let i = 0; i < 3 && !hit; i++) {
          const reply = await send(direct(app), read);
          expect(reply.status, `${app.name} ${read}`).toBe(200);
          hit = reply.headers['x-cache'] === 'HIT';
        }
        expect(hit, `${app.name} ${read} is served from its cache`).toBe(true);
      }

    const title = `Scale-out article ${Date.now()}`;
    const created = await send(direct(appA()), '/api/blog-posts', {
      method: 'POST',
      cookie,
      body: { title, slug: `scale-out-${Date.now()}`, content: 'An article written on process A.', excerpt: 'Written on process A.', published: true },
    });
    expect(created.status, created.body).toBe(201);
    const writtenAt = Date.now();

    // A answers with the new article at once; B within a moment (PostgreSQL NOTIFY), long before its
    // entries would expire by themselves (60 s).
    for (const read of reads) expect((await send(direct(appA()), read)).body, `A ${read}`).toContain(title);
    const seenOnB = new Set<string>();
    while (seenOnB.size < reads.length && Date.now() - writtenAt < 5_000) {
      for (const read of reads) if ((await send(direct(appB()), read)).body.includes(title)) seenOnB.add(read);
      if (seenOnB.size < reads.length) await sleep(50);
    }
    timings.push(`cache emptied on B ${Date.now() - writtenAt} ms after the write on A`);
    expect([...seenOnB].sort(), 'B shows the new article').toEqual([...reads].sort());
  }, 60_000);

  it("a learner's write on process A throws away that learner's answers on B, and no other learner's", async () => {
    await ensureBothUp();
    const courses = json(await send(direct(appA()), '/api/courses')) as unknown as { id: number }[];
    const learners: { cookie: string; enrollmentId: number }[] = [];
    for (const n of [1, 2]) {
      const { cookie } = await registerLearner(`owner${n}`);
      const enrolled = await send(direct(appA()), '/api/enroll', { method: 'POST', cookie, body: { courseId: courses[0]!.id, paymentMethod: 'cash' } });
      expect(enrolled.status, enrolled.body).toBe(201);
      learners.push({ cookie, enrollmentId: json(enrolled).id as number });
    }
    // Both learners' answers kept on B.
    for (const { cookie } of learners) {
      let hit = false;
      for (let i = 0; i < 4 && !hit; i++) hit = (await send(direct(appB()), '/api/enrollments', { cookie })).headers['x-cache'] === 'PRIVATE-HIT';
      expect(hit, 'B keeps the learner’s answer').toBe(true);
    }
    const reference = `OWN-${Date.now()}`;
    const patched = await send(direct(appA()), `/api/enrollments/${learners[0]!.enrollmentId}`, {
      method: 'PATCH',
      cookie: learners[0]!.cookie,
      body: { paymentReference: reference },
    });
    expect(patched.status, patched.body).toBe(200);
    const writtenAt = Date.now();
    let seen = false;
    while (!seen && Date.now() - writtenAt < 2_000) {
      seen = (await send(direct(appB()), '/api/enrollments', { cookie: learners[0]!.cookie })).body.includes(reference);
      if (!seen) await sleep(5);
    }
    timings.push(`learner's write on A seen on B ${Date.now() - writtenAt} ms later`);
    expect(seen, 'B shows the writer their own write').toBe(true);
    const other = await send(direct(appB()), '/api/enrollments', { cookie: learners[1]!.cookie });
    expect(other.headers['x-cache'], 'the other learner’s answer stays cached on B').toBe('PRIVATE-HIT');
  }, 60_000);

  it("an admin's settings change on A reaches learners' answers on B that were made from B's kept copy of the settings", async () => {
    await ensureBothUp();
    const learners = [(await registerLearner('reader1')).cookie, (await registerLearner('reader2')).cookie];
    // The first learner's read keeps B's shared copy of the settings; the second's answer is made from it.
    for (const cookie of learners) {
      let hit = false;
      for (let i = 0; i < 4 && !hit; i++) hit = (await send(direct(appB()), '/api/settings', { cookie })).headers['x-cache'] === 'PRIVATE-HIT';
      expect(hit, 'B keeps the learner’s answer').toBe(true);
    }
    const current = json(await send(direct(appA()), '/api/settings'));
    const companyName = `Renamed on A ${Date.now() % 1_000_000}`;
    const saved = await send(direct(appA()), '/api/settings/1', {
      method: 'PATCH',
      cookie: await adminSession(),
      // The contact email is not sent (kept): empty on a fresh install, and refused empty (probe 58, F5).
      body: { id: 1, companyName, companyTagline: current.companyTagline, version: current.version },
    });
    expect(saved.status, saved.body).toBe(200);
    const writtenAt = Date.now();
    const seen = new Set<number>();
    while (seen.size < learners.length && Date.now() - writtenAt < 5_000) {
      for (const [i, cookie] of learners.entries())
        if ((await send(direct(appB()), '/api/settings', { cookie })).body.includes(companyName)) seen.add(i);
      if (seen.size < learners.length) await sleep(20);
    }
    timings.push(`settings change on A seen by B's learners ${Date.now() - writtenAt} ms later`);
    expect(seen.size, 'both learners see the new name on B').toBe(learners.length);
  }, 60_000);

  it("rate limits are shared by the processes and counted by the visitor's address as nginx passes it", async () => {
    await ensureBothUp();
    const contact = (n: number) => ({
      method: 'POST',
      body: { name: 'Rate Visitor', email: 'visitor@example.com', subject: 'Shared limit', message: `Contact message number ${n} through nginx.` },
    });
    // One visitor (127.0.0.2) on one keep-alive connection: nginx spreads its posts over both processes.
    const visitor = new HttpsAgent({ keepAlive: true, maxSockets: 1 });
    const statuses: number[] = [];
    const ids: string[] = [];
    let limited: Reply | undefined;
    try {
      for (let n = 1; n <= 15 && !limited; n++) {
        const reply = await send(NGINX, '/api/contact', { ...contact(n), agent: visitor, localAddress: '127.0.0.2' });
        statuses.push(reply.status);
        ids.push(String(reply.headers['x-request-id']));
        if (reply.status === 429) limited = reply;
      }
      // The contact allowance is 10 per 10 minutes per address, whichever process counts it.
      expect(statuses, 'ten accepted, the eleventh refused').toEqual([...Array<number>(10).fill(201), 429]);
      expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(limited!)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Both processes counted part of them (with a count per process, neither would have reached 10).
      const lines = await accessLogLines((l) => ids.includes(l.requestId), ids.length);
      expect(lines.every((l) => l.remoteAddr === '127.0.0.2')).toBe(true);
      const processes = new Set(lines.map((l) => l.upstreams.at(-1)));
      expect(processes, 'the posts went to both processes').toEqual(new Set([`127.0.0.1:${appA().port}`, `127.0.0.1:${appB().port}`]));
      // A forged X-Forwarded-For does not make the visitor someone else: nginx appends the real address.
      const forged = await send(NGINX, '/api/contact', {
        ...contact(99),
        agent: visitor,
        localAddress: '127.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forged.status, forged.body).toBe(429);
    } finally {
      visitor.destroy();
    }
    // Another visitor (127.0.0.3) behind the same nginx is still welcome.
    const other = await send(NGINX, '/api/contact', { ...contact(1), localAddress: '127.0.0.3' });
    expect(other.status, other.body).toBe(201);
  }, 60_000);

  it('a process that cannot reach PostgreSQL is not ready (/readyz 503) and nginx routes around it: every request succeeds', async () => {
    await ensureBothUp();
    const cookie = await adminSession();
    const cutAt = Date.now();
    relay!.cut(); // B loses its database; A keeps it
    try {
      // B reports it at once: /readyz and a request that needs the database answer 503 + Retry-After.
      let ready: Reply | undefined;
      for (let i = 0; i < 50; i++) {
        ready = await send(direct(appB()), '/readyz');
        if (ready.status === 503) break;
        await sleep(50);
      }
      expect(ready!.status, ready!.body).toBe(503);
      expect(ready!.headers['retry-after']).toBe('5');
      const read = await send(direct(appB()), '/api/admin/emails', { cookie });
      expect(read.status, read.body).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      timings.push(`B not ready ${Date.now() - cutAt} ms after losing its database`);

      // Through nginx every request is answered by A: B's 503s are retried there.
      const ids = new Set<string>();
      for (let round = 0; round < 6; round++) {
        const replies = await Promise.all(
          Array.from({ length: 4 }, () => send(NGINX, '/api/admin/emails', { cookie, agent: false })),
        );
        for (const reply of replies) {
          expect(reply.status, reply.body.slice(0, 200)).toBe(200);
          ids.add(String(reply.headers['x-request-id']));
        }
      }
      const lines = await accessLogLines((l) => ids.has(l.requestId), ids.size);
      expect(lines).toHaveLength(ids.size);
      expect(lines.every((l) => l.upstreams.at(-1) === `127.0.0.1:${appA().port}`)).toBe(true);
      expect(lines.filter((l) => l.upstreamStatuses.includes('503')).length, 'some went to B first and were retried on A').toBeGreaterThan(0);
    } finally {
      relay!.heal();
    }
    // The database back, B is ready again by itself, and nginx sends it requests again.
    const healedAt = Date.now();
    let readyAgain = false;
    while (!readyAgain && Date.now() - healedAt < 15_000) {
      readyAgain = (await send(direct(appB()), '/readyz')).status === 200;
      if (!readyAgain) await sleep(100);
    }
    expect(readyAgain, 'B ready again after the partition').toBe(true);
    await ensureBothUp();
  }, 60_000);

  it('a draining process (SIGTERM, a slow request still open) answers /readyz 503 and gets no new requests; every request through nginx succeeds', async () => {
    await ensureBothUp();
    const cookie = await adminSession();
    const b = appB();
    const server = b.server!;
    // A keep-alive connection to B opened before the signal (a load balancer's probe connection).
    const probeAgent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    let slow: ReturnType<typeof httpRequest> | undefined;
    try {
      expect((await send(direct(b), '/readyz', { agent: probeAgent })).status).toBe(200);

      // A slow upload to B: headers sent, half the body, the rest later. B must finish it before exiting.
      const body = Buffer.from(
        JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', subject: 'Slow upload', message: 'This message arrives in two halves.' }),
      );
      slow = httpRequest({
        host: '127.0.0.1',
        port: b.port,
        method: 'POST',
        path: '/api/contact',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      const upload = slow;
      const slowReply = new Promise<Reply>((resolve, reject) => {
        upload.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        });
        upload.on('error', reject);
      });
      slowReply.catch(() => {}); // awaited below; a failed test must not leave an unhandled rejection
      slow.write(body.subarray(0, 20));
      await sleep(100); // the request has reached B's handler

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // Draining has begun once B's listener refuses new connections.
      for (let i = 0; i < 100; i++) {
        const refused = await new Promise<boolean>((resolve) => {
          const socket = connect(b.port, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(false);
          });
          socket.once('error', () => resolve(true));
        });
        if (refused) break;
        await sleep(10);
      }
      // Not ready: /readyz on the connection that was already open says so (within the drain's grace).
      const readyz = await send(direct(b), '/readyz', { agent: probeAgent });
      expect(readyz.status, readyz.body).toBe(503);
      expect(json(readyz)).toMatchObject({ status: 'draining' });
      expect(readyz.headers['retry-after']).toBe('5');
      expect(readyz.headers.connection).toBe('close');

      // Meanwhile, through nginx: every request succeeds, and none is given to B any more.
      const ids: string[] = [];
      for (let round = 0; round < 12; round++) {
        const replies = await Promise.all([
          send(NGINX, '/api/user', { cookie }),
          send(NGINX, '/api/courses'),
          send(NGINX, '/education'),
          send(NGINX, '/readyz'),
        ]);
        for (const reply of replies) {
          expect(reply.status, reply.body.slice(0, 200)).toBe(200);
          ids.push(String(reply.headers['x-request-id']));
        }
      }
      expect(isRunning(b), 'B is still up, finishing the slow upload').toBe(true);
      const lines = await accessLogLines((l) => ids.includes(l.requestId), ids.length);
      expect(lines).toHaveLength(ids.length);
      // nginx may still have had an idle keep-alive connection to B from before the signal: B answers
      // a request on each (with Connection: close). No new connection reaches B, so once those are
      // used up, every request goes to A.
      const lastThird = lines.slice((lines.length * 2) / 3);
      expect(lastThird.every((l) => l.upstreams.at(-1) === `127.0.0.1:${appA().port}`), lines.map((l) => l.raw).join('\n')).toBe(true);

      // The slow upload completes and is answered by B; then B exits cleanly.
      expect(Date.now() - signalledAt).toBeLessThan(7_000); // within the request deadline (8 s here)
      slow.end(body.subarray(20));
      const answered = await slowReply;
      expect(answered.status, answered.body).toBe(201);
      expect(await server.exited).toBe(0);
      timings.push(`draining B exited ${Date.now() - signalledAt} ms after SIGTERM`);
    } finally {
      probeAgent.destroy();
      // If an assertion failed midway: let B finish draining (bounded), so the next test starts it afresh.
      if (slow && !slow.writableEnded) slow.destroy();
      await Promise.race([server.exited, sleep(12_000)]);
    }
  }, 60_000);

  it('SIGTERM of one process under steady load through nginx loses no request', async () => {
    await ensureBothUp();
    const cookie = await adminSession();
    const b = appB();
    const server = b.server!;
    interface Outcome {
      status?: number;
      error?: string;
      startedAt: number;
      id?: string;
    }
    const outcomes: Outcome[] = [];
    const reads = ['/api/courses', '/education', '/api/blog-posts', '/', '/readyz', '/api/user'];
    let stopped = false;
    // A bound only: the load runs until the test has seen enough before and after the signal.
    const deadline = Date.now() + 75_000;
    const keepAlive = new HttpsAgent({ keepAlive: true, maxSockets: 6 });
    // Six clients on keep-alive connections, two opening a new connection for every request.
    const worker = async (id: number, agent: HttpsAgent | false) => {
      for (let i = 0; !stopped && Date.now() < deadline; i++) {
        const read = reads[(i + id) % reads.length]!;
        const startedAt = Date.now();
        try {
          const reply = await send(NGINX, read, { agent, cookie: read === '/api/user' ? cookie : undefined, timeoutMs: 10_000 });
          outcomes.push({ status: reply.status, startedAt, id: String(reply.headers['x-request-id']) });
        } catch (err) {
          outcomes.push({ error: String((err as { code?: string }).code ?? err), startedAt });
        }
      }
    };
    const done = Promise.all(Array.from({ length: 8 }, (_, id) => worker(id, id < 6 ? keepAlive : false)));
    try {
      // Counted, not timed: a busy machine answers fewer requests a second (CI once saw 44 in 8 s).
      const warmUntil = Date.now() + 30_000;
      while ((outcomes.length < 150 || !outcomes.some((o) => o.startedAt < Date.now() - 1_000)) && Date.now() < warmUntil) await sleep(20);
      const beforeSignal = outcomes.length;
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const exitedAt = Date.now();
      // Keep going on the one process left.
      const afterUntil = Date.now() + 15_000;
      while ((Date.now() - exitedAt < 1_500 || outcomes.filter((o) => o.startedAt > exitedAt).length <= 50) && Date.now() < afterUntil) await sleep(50);
      stopped = true;
      await done;

      const failed = outcomes.filter((o) => o.error !== undefined || o.status === undefined || o.status < 200 || o.status >= 300);
      const afterExit = outcomes.filter((o) => o.startedAt > exitedAt);
      const lines = new Map(nginx!.accessLog().map((l) => [l.requestId, l]));
      const answeredBy = (o: Outcome) => lines.get(o.id ?? '')?.upstreams.at(-1);
      const byBBefore = outcomes.filter((o) => o.startedAt < signalledAt && answeredBy(o) === `127.0.0.1:${b.port}`).length;
      const retried = outcomes.filter((o) => (lines.get(o.id ?? '')?.upstreams.length ?? 0) > 1).length;
      const summary =
        `${outcomes.length} requests (${beforeSignal} before SIGTERM, ${afterExit.length} after B exited), ${byBBefore} answered by B before the signal, ` +
        `${retried} retried on the other process by nginx, ${failed.length} failed; B exit ${code} after ${exitedAt - signalledAt} ms`;
      timings.push(`SIGTERM under load: ${summary}`);
      expect(beforeSignal, summary).toBeGreaterThanOrEqual(100); // the load was real
      expect(byBBefore, 'nginx spread the load over both processes before the signal').toBeGreaterThan(10);
      expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
      expect(code).toBe(0);
      expect(afterExit.length, 'requests keep succeeding after B exited').toBeGreaterThan(20);
    } finally {
      stopped = true;
      await done;
      keepAlive.destroy();
    }
  }, 120_000);
});

/** nginx writes a request's access-log line just after its answer: wait (bounded) for the lines expected. */
async function accessLogLines(match: (line: LogLine) => boolean, expected: number) {
  let lines = nginx!.accessLog().filter(match);
  for (let i = 0; i < 40 && lines.length < expected; i++) {
    await new Promise((r) => setTimeout(r, 50));
    lines = nginx!.accessLog().filter(match);
  }
  return lines;
}
