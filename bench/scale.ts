/**
 * `npm run bench:scale` (issue 17, "Scale"): the admin lists, their searches, the admin pages and
 * site search at 100,000 users, 1,000,000 subscribers, 200,000 enrollments and 10,000 contact
 * messages on PostgreSQL, at 4 connections (a small admin team); then the full subscribers CSV while the server's
 * memory is sampled, and the same for every enrollment. Goals: every row p99 ≤ 50 ms; each export's
 * RSS growth ≤ 50 MB.
 *
 * `runScaleBench` is the module's face (bench/run.ts may call it); the CLI below prints the table.
 * It creates a throwaway database (dce_scale_*), migrates and fills it (bench/scale-data.ts, the
 * fill `npm run explain -- --large` uses), starts the built app on it (building first if dist/ is
 * missing), signs in as the primary admin, and drops the database at the end.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openPostgres } from '../src/server/db/client';
import { createBenchDatabase } from './database';
import { describeVolume, fill, VOLUMES } from './scale-data';
import { startAppServer } from './servers';

export interface ScaleRow {
  name: string;
  /** The path measured; `{n}` where each request puts another number (no cache can answer). */
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ScaleExport {
  path: string;
  rows: number;
  megabytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

export interface ScaleReport {
  volume: string;
  fillMs: number;
  connections: number;
  seconds: number;
  rows: ScaleRow[];
  exports: ScaleExport[];
}

/**
 * A small admin team working at once: every request of a varied row is a search or page no cache
 * can answer, so this measures the queries at this volume, not the caches. (The signed-in table in
 * `npm run bench` covers 20 connections of repeated reads.)
 */
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 4);
export const SCALE_GOALS = { p99Ms: 50, rssGrowthMb: 50 };

/** A number in 1..max that differs from request to request. */
const pick = (max: number) => 1 + Math.floor(Math.random() * max);

interface Target {
  name: string;
  path: string;
  /** The next request's path (a fresh search term each time). */
  next?: () => string;
}

function targets(): Target[] {
  const v = VOLUMES.large;
  const varied = (name: string, pattern: string, max: number): Target => ({
    name,
    path: pattern,
    next: () => pattern.replace('{n}', String(pick(max))),
  });
  const words = [
    'bitcoin',
    'wallet',
    'seed phrase',
    'blockchain',
    'scam',
    'exchange',
    'mining',
    'stablecoin',
    'tax',
    'security',
    'dominica',
    'usdt',
  ];
  return [
    // The floor: a signed-in read with no list behind it (session, tRPC, JSON), for comparison.
    { name: 'baseline: signed-in /api/user', path: '/api/user' },
    { name: 'users: page 1', path: '/api/admin/users?page=1&pageSize=20' },
    { name: 'users: page 1000', path: '/api/admin/users?page=1000&pageSize=20' },
    varied('users: search', '/api/admin/users?page=1&pageSize=20&q=user{n}', v.users),
    { name: 'subscribers: page 1', path: '/api/admin/subscribers?page=1&pageSize=25' },
    { name: 'subscribers: page 1000', path: '/api/admin/subscribers?page=1000&pageSize=25' },
    { name: 'subscribers: inactive, page 1', path: '/api/admin/subscribers?page=1&pageSize=25&status=inactive' },
    varied('subscribers: search', '/api/admin/subscribers?page=1&pageSize=25&q=reader{n}@', v.subscribers),
    { name: 'contact messages: page 1', path: '/api/admin/contact-messages?page=1&pageSize=20' },
    { name: 'contact messages: page 100', path: '/api/admin/contact-messages?page=100&pageSize=20' },
    varied('contact messages: search', '/api/admin/contact-messages?page=1&pageSize=20&q=sender{n}@', v.messages),
    { name: 'pending enrollments (all)', path: '/api/admin/enrollments/pending' },
    varied('pending enrollments: usdt, search', '/api/admin/enrollments/pending?method=usdt&q=user{n}', v.users),
    { name: 'admin stats', path: '/api/admin/stats' },
    { name: 'admin trends', path: '/api/admin/trends' },
    {
      name: 'site search',
      path: '/api/search?q={word}&limit=10',
      next: () => `/api/search?q=${encodeURIComponent(words[pick(words.length) - 1]!)}%20${pick(1000)}&limit=10`,
    },
    { name: 'page /admin/users', path: '/admin/users' },
    { name: 'page /admin/subscribers', path: '/admin/subscribers' },
    { name: 'page /dashboard?tab=contacts', path: '/dashboard?tab=contacts' },
    { name: 'page /dashboard', path: '/dashboard' },
    { name: 'page /admin', path: '/admin' },
  ];
}

async function measure(baseUrl: string, cookie: string, target: Target, seconds: number): Promise<ScaleRow> {
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const requests = target.next ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: target.next!() }) }] : undefined;
  const options = { url: baseUrl + target.path.replace(/\{\w+\}/g, '1'), headers, requests } as autocannon.Options;
  // A short warm-up so the JIT, the pools and PostgreSQL's buffers are in their steady state.
  await autocannon({ ...options, connections: 4, duration: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Resident memory of a process and its descendants (the server runs under tsx), in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended
    }
  };
  visit(pid);
  return kb / 1024;
}

/** The streamed CSV downloads: every subscriber, then every enrollment. */
const EXPORTS = ['/api/admin/subscribers/export', '/api/admin/enrollments/export'];

/** Download the whole CSV, counting rows, while sampling the server's RSS every 100 ms. */
async function exportAll(baseUrl: string, exportPath: string, cookie: string, pid: number): Promise<ScaleExport> {
  const rssBeforeMb = treeRssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid))), 100);
  const started = Date.now();
  let lines = 0;
  let bytes = 0;
  try {
    const res = await fetch(`${baseUrl}${exportPath}`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  rssPeakMb = Math.max(rssPeakMb, treeRssMb(pid));
  return {
    path: exportPath,
    rows: lines - 1,
    megabytes: bytes / 1e6,
    seconds: (Date.now() - started) / 1000,
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: rssPeakMb - rssBeforeMb,
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('admin sign-in set no cookie');
  return cookie;
}

export async function runScaleBench(opts: {
  root: string;
  serverUrl: string;
  seconds: number;
  /** Progress lines (default: stderr). */
  log?: (line: string) => void;
}): Promise<ScaleReport> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (!existsSync(path.join(opts.root, 'dist/server'))) {
    log('dist/ is missing: npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: opts.root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const bench = await createBenchDatabase(opts.serverUrl, 'dce_scale');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dce-scale-'));
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    const url = bench.url!;
    const database = openPostgres(url, { max: 1 });
    await database.migrate();
    await database.close();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    log(`filling ${new URL(url).pathname.slice(1)}: ${describeVolume('large')}`);
    // Users 2..100,001: id 1 is the primary admin the server creates at start (ADMIN_PASSWORD).
    const fillMs = await fill(sql, 'large', { firstUserId: 2 });
    // The fill wrote ~1.5 GB of WAL: without this, the checkpoint it started spreads its writes over
    // the next minutes, into the measured rows. (Needs a superuser or pg_checkpoint: skipped if not.)
    await sql`checkpoint`.catch(() => log('checkpoint refused: rows may run beside the fill’s checkpoint'));
    await sql.end();
    log(`filled in ${(fillMs / 1000).toFixed(1)} s; starting the app`);
    server = await startAppServer({ root: opts.root, dataDir, databaseUrl: url, renderMode: 'server' });
    const rows: ScaleRow[] = [];
    for (const target of targets()) {
      // Afresh for each row: a cookie over a minute old is re-sealed on every request (the idle
      // window), which a browser keeps and a load generator does not.
      const row = await measure(server.url, await signIn(server.url), target, opts.seconds);
      log(`${row.name}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''}`);
      rows.push(row);
    }
    const exports: ScaleExport[] = [];
    for (const exportPath of EXPORTS) {
      log(`downloading ${exportPath}`);
      exports.push(await exportAll(server.url, exportPath, await signIn(server.url), server.pid));
    }
    return { volume: describeVolume('large'), fillMs, connections: CONNECTIONS, seconds: opts.seconds, rows, exports };
  } finally {
    await server?.stop();
    await bench.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function scaleMarkdown(report: ScaleReport): string {
  const ok = (pass: boolean) => (pass ? 'yes' : '**no**');
  const lines = [
    `Data: ${report.volume} (filled in ${(report.fillMs / 1000).toFixed(1)} s). ${report.connections} connections, ${report.seconds} s per row.`,
    '',
    `| read | req/s | p50 (ms) | p99 (ms) | errors | p99 ≤ ${SCALE_GOALS.p99Ms} ms |`,
    '|---|---|---|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ok(r.p99 <= SCALE_GOALS.p99Ms && r.errors === 0)} |`,
    ),
    '',
    `| CSV download | rows | MB | seconds | RSS before (MB) | RSS peak (MB) | growth (MB) | growth ≤ ${SCALE_GOALS.rssGrowthMb} MB |`,
    '|---|---|---|---|---|---|---|---|',
    ...report.exports.map(
      (e) =>
        `| ${e.path} | ${e.rows.toLocaleString('en')} | ${e.megabytes.toFixed(1)} | ${e.seconds.toFixed(1)} | ${e.rssBeforeMb.toFixed(0)} | ${e.rssPeakMb.toFixed(0)} | ${e.rssGrowthMb.toFixed(1)} | ${ok(e.rssGrowthMb <= SCALE_GOALS.rssGrowthMb)} |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  runScaleBench({ root, serverUrl, seconds })
    .then((report) => console.log(`\n${scaleMarkdown(report)}`))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
