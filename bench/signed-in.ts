/**
 * Signed-in throughput (issue 17): a learner with enrollments and an admin, each endpoint at 20
 * connections, measured right after a bare node:http server that answers the *same bytes* (the
 * same compressed body and encoding the app sent to that visitor), so the ratio compares like with
 * like. Also one row where 200 different learners open /profile at once (each visitor's first
 * answers are real renders, none is shared).
 *
 * Each row signs in afresh: a session's cookie is re-sealed once a minute (the idle window), and a
 * load generator, unlike a browser, would keep sending the old one.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBareServer, type RunningServer } from './servers';
import { processTreeCpuMs } from './process-cpu';
import { toggleWindowProfile } from './window-profile';

export const SIGNED_IN_CONNECTIONS = 20;
const HEADERS = { 'accept-encoding': 'br, gzip' };

export interface SignedInRow {
  name: string;
  /** Target share of the bare server's req/s, and p99 ceiling (ms), from the issue (none: shown for information). */
  goal: { ratio: number; p99: number } | null;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bareRequestsPerSecond: number;
  ratio: number;
  /**
   * The app process's CPU per request in this row (µs, user + system, from /proc): what the
   * server spent, apart from the load generator that shares the two cores with it.
   */
  appCpuPerRequestUs?: number;
}

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What the app sent one visitor (by the Cookie header they send). */
interface VisitorAnswer {
  cookie: string;
  answer: Raw;
}

/** One GET with the raw (still compressed) body, as a browser receives it. */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function post(url: string, body: unknown, cookie = ''): Promise<{ status: number; cookie: string; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { status: res.status, cookie: setCookie || cookie, json: await res.json().catch(() => null) };
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const { status, cookie } = await post(`${base}/api/login`, { username, password });
  if (status !== 200 || !cookie) throw new Error(`bench: sign-in of ${username} failed (${status})`);
  return cookie;
}

/** A learner with three pending enrollments (cash is offered out of the box). */
export async function createLearner(base: string, n: number): Promise<{ username: string; password: string }> {
  const username = `bench_learner_${n}`;
  const password = 'bench-learner-password';
  const registered = await post(`${base}/api/register`, {
    username,
    fullName: `Bench Learner ${n}`,
    email: `${username}@example.com`,
    password,
  });
  if (registered.status !== 201) throw new Error(`bench: registering ${username} failed (${registered.status})`);
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as { id: number }[];
  for (const course of courses.slice(0, 3)) {
    const enrolled = await post(`${base}/api/enroll`, { courseId: course.id, paymentMethod: 'cash' }, registered.cookie);
    if (enrolled.status !== 201) throw new Error(`bench: enrolling ${username} failed (${enrolled.status})`);
  }
  return { username, password };
}

/** What a row sends: the same headers on every request, or each request made anew (other visitors). */
type Load = { headers: Record<string, string> } | { requests: autocannon.Request[] };

async function measure(url: string, load: Load, seconds: number) {
  await autocannon({ url, connections: 5, duration: 1, ...load });
  const result = await autocannon({ url, connections: SIGNED_IN_CONNECTIONS, duration: seconds, ...load });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The bare ceiling for these exact bytes: a node:http server sending the app's headers and body,
 * asked by the load generator with the same requests as the app's row, so the generator's own
 * work (building requests, parsing answers; it shares the two cores) is the same on both sides.
 * Given one answer per visitor (by Cookie), it sends each visitor the bytes the app sent them.
 */
async function bareCeiling(root: string, raw: Raw | VisitorAnswer[], seconds: number, load: Load) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dce-bare-'));
  const env: Record<string, string> = {};
  if (Array.isArray(raw)) {
    env.ANSWERS_FILE = path.join(dir, 'answers.json');
    const answers = raw.map(({ cookie, answer }) => ({ cookie, headers: answer.headers, body: answer.body.toString('base64') }));
    writeFileSync(env.ANSWERS_FILE, JSON.stringify(answers));
  } else {
    env.BODY_FILE = path.join(dir, 'body');
    env.HEADERS_FILE = path.join(dir, 'headers.json');
    writeFileSync(env.BODY_FILE, raw.body);
    writeFileSync(env.HEADERS_FILE, JSON.stringify(raw.headers));
  }
  const bare: RunningServer = await startBareServer(root, env);
  try {
    return await measure(`${bare.url}/`, load, seconds);
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runSignedInBench(opts: {
  root: string;
  baseUrl: string;
  adminPassword: string;
  seconds: number;
}): Promise<SignedInRow[]> {
  const base = opts.baseUrl;
  const learner = await createLearner(base, 0);
  const learnerRows: [string, string, SignedInRow['goal']][] = [
    ['GET /profile (learner, 3 enrollments)', '/profile', { ratio: 0.1, p99: 50 }],
    ['GET /api/user (learner)', '/api/user', { ratio: 0.25, p99: 20 }],
    ['GET /api/enrollments (learner)', '/api/enrollments', { ratio: 0.25, p99: 20 }],
  ];
  const adminRows: [string, string, SignedInRow['goal']][] = [
    ['GET /dashboard (admin)', '/dashboard', { ratio: 0.1, p99: 50 }],
    ['GET /api/user (admin)', '/api/user', { ratio: 0.25, p99: 20 }],
    ['GET /api/admin/users', '/api/admin/users', { ratio: 0.25, p99: 20 }],
    ['GET /api/admin/subscribers', '/api/admin/subscribers', { ratio: 0.25, p99: 20 }],
    ['GET /api/admin/contact-messages', '/api/admin/contact-messages', { ratio: 0.25, p99: 20 }],
    ['GET /api/admin/enrollments/pending', '/api/admin/enrollments/pending', { ratio: 0.25, p99: 20 }],
    ['GET /api/admin/stats', '/api/admin/stats', { ratio: 0.25, p99: 20 }],
  ];
  const rows: SignedInRow[] = [];
  const run = async (name: string, pathName: string, goal: SignedInRow['goal'], username: string, password: string) => {
    const cookie = await signIn(base, username, password);
    const headers = { ...HEADERS, cookie };
    const raw = await rawGet(base + pathName, headers);
    if (raw.status !== 200) throw new Error(`bench: ${pathName} answered ${raw.status} to ${username}`);
    const ceiling = await bareCeiling(opts.root, raw, opts.seconds, { headers });
    const result = await measure(base + pathName, { headers }, opts.seconds);
    rows.push({
      name,
      goal,
      bytes: raw.body.length,
      ...result,
      bareRequestsPerSecond: ceiling.requestsPerSecond,
      ratio: result.requestsPerSecond / ceiling.requestsPerSecond,
    });
  };
  for (const [name, p, goal] of learnerRows) await run(name, p, goal, learner.username, learner.password);
  for (const [name, p, goal] of adminRows) await run(name, p, goal, 'admin', opts.adminPassword);
  rows.push(...(await workshop(opts, learner)));
  return rows;
}

/**
 * A workshop (issue 24): 200 different learners signed in on one Wi-Fi opening /profile at 20
 * connections, first while nobody writes, then while `writesPerSecond` of them a second update the
 * payment reference of their own enrollment. Every visitor is someone else, so nothing is shared
 * between them, and each write must throw away its writer's answers only.
 */
export async function workshop(
  opts: { root: string; baseUrl: string; seconds: number; serverPid?: number },
  first: { username: string; password: string },
): Promise<SignedInRow[]> {
  const base = opts.baseUrl;
  const learners = [first];
  for (let n = 1; n < 200; n++) learners.push(await createLearner(base, n));
  // Signed in just before the run, like a class arriving: their cookies are fresh (a cookie older
  // than a minute is re-sealed on each request, which a browser would then keep; autocannon does not).
  const signedIn: { cookie: string; enrollmentId: number }[] = [];
  for (const learner of learners) {
    const cookie = await signIn(base, learner.username, learner.password);
    const mine = (await (await fetch(`${base}/api/enrollments`, { headers: { cookie } })).json()) as { id: number }[];
    signedIn.push({ cookie, enrollmentId: mine[0]!.id });
  }
  // Each learner has opened /profile once, as a class does on arriving, before anything is measured:
  // the rows measure the workshop under way. (Without this the quiet row, measured first, was mostly
  // the 200 first visits; what a first visit costs is the cold row's figure, `BENCH_ONLY=cold`.)
  for (const { cookie } of signedIn) await (await fetch(`${base}/profile`, { headers: { ...HEADERS, cookie } })).arrayBuffer();
  // What each learner is sent from then on (their kept answer), for the bare server to send them
  // too: 200 different pages cost the load generator more than one page 200 times (it decodes every
  // body; see docs/decisions/2026-11-28-bare-ceiling-sends-each-visitor-their-own-bytes.md).
  const answers: VisitorAnswer[] = [];
  for (const { cookie } of signedIn) {
    const answer = await rawGet(`${base}/profile`, { ...HEADERS, cookie });
    if (answer.status !== 200) throw new Error(`bench: /profile answered ${answer.status} to a workshop learner`);
    answers.push({ cookie, answer });
  }
  const raw = answers[0]!.answer;
  // Each request is the next learner's: a cookie of their own, as on the Wi-Fi.
  let next = 0;
  const visitors = {
    requests: [
      {
        method: 'GET' as const,
        path: '/profile',
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: { ...HEADERS, cookie: signedIn[next++ % signedIn.length]!.cookie },
        }),
      },
    ],
  };
  const ceiling = await bareCeiling(opts.root, answers, opts.seconds, visitors);

  const run = async (name: string, writesPerSecond: number, goal: SignedInRow['goal']): Promise<SignedInRow> => {
    let writes = 0;
    let failedWrites = 0;
    let writer = 0;
    const timer =
      writesPerSecond > 0
        ? setInterval(() => {
            const learner = signedIn[(writer++ * 37) % signedIn.length]!;
            writes++;
            fetch(`${base}/api/enrollments/${learner.enrollmentId}`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', cookie: learner.cookie },
              body: JSON.stringify({ paymentReference: `WS-${writes}` }),
            })
              .then(async (res) => {
                await res.arrayBuffer();
                if (res.status !== 200) failedWrites++;
              })
              .catch(() => failedWrites++);
          }, 1000 / writesPerSecond)
        : undefined;
    // BENCH_WINDOW_PROF with BENCH_PROF_ROW=quiet|writing: a CPU profile of that row only.
    const profiled = opts.serverPid !== undefined && process.env.BENCH_PROF_ROW === (writesPerSecond > 0 ? 'writing' : 'quiet');
    if (profiled) await toggleWindowProfile(opts.serverPid!);
    const cpuBefore = opts.serverPid !== undefined ? processTreeCpuMs(opts.serverPid) : undefined;
    try {
      const result = await autocannon({
        url: base,
        connections: SIGNED_IN_CONNECTIONS,
        duration: opts.seconds,
        ...visitors,
      });
      const requestsPerSecond = result.requests.average;
      return {
        name: writesPerSecond > 0 ? `${name} (${writes} writes, ${failedWrites} failed)` : name,
        goal,
        bytes: raw.body.length,
        requestsPerSecond,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx + failedWrites,
        bareRequestsPerSecond: ceiling.requestsPerSecond,
        ratio: requestsPerSecond / ceiling.requestsPerSecond,
        appCpuPerRequestUs:
          cpuBefore !== undefined && result.requests.total > 0
            ? ((processTreeCpuMs(opts.serverPid!) - cpuBefore) * 1000) / result.requests.total
            : undefined,
      };
    } finally {
      clearInterval(timer);
      if (profiled) await toggleWindowProfile(opts.serverPid!);
    }
  };
  return [
    await run('Workshop, quiet: GET /profile, 200 different learners, nobody writing', 0, { ratio: 0.5, p99: 50 }),
    await run('Workshop: GET /profile, 200 different learners while 5 a second write their own enrollment', 5, { ratio: 0.25, p99: 50 }),
  ];
}

export function signedInTable(rows: SignedInRow[], seconds: number): string {
  const lines = [
    `\n## Signed-in throughput, ${SIGNED_IN_CONNECTIONS} connections, ${seconds}s each (bare = node:http sending the same bytes, just before)\n`,
    '| endpoint | body | req/s | p50 | p99 | errors | bare req/s | ratio | goal | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const goal = r.goal ? `≥ ${r.goal.ratio * 100} %, p99 ≤ ${r.goal.p99} ms` : '(information)';
    const met = r.goal ? (r.ratio >= r.goal.ratio && r.p99 <= r.goal.p99 && r.errors === 0 ? 'yes' : 'NO') : '–';
    const cpu = r.appCpuPerRequestUs !== undefined ? ` (app CPU ${Math.round(r.appCpuPerRequestUs)} µs/request)` : '';
    lines.push(
      `| ${r.name}${cpu} | ${(r.bytes / 1024).toFixed(1)} KB | ${Math.round(r.requestsPerSecond)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${Math.round(r.bareRequestsPerSecond)} | ${(r.ratio * 100).toFixed(0)} % | ${goal} | ${met} |`,
    );
  }
  return lines.join('\n');
}
