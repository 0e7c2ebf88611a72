/**
 * `npm run bench`: builds, starts what it measures on free ports, measures, stops everything and
 * prints one report. See README "Benchmark" for how to read it.
 *
 * Environment:
 *   DATABASE_URL / TEST_DATABASE_URL  PostgreSQL server to create a throwaway bench database on
 *                                     (PGlite in a temp dir otherwise)
 *   BENCH_LH_RUNS=5                   Lighthouse runs per page and mode (median reported)
 *   BENCH_SECONDS=10                  autocannon duration per endpoint
 *   BENCH_SOAK_SECONDS=60             memory soak duration (issue 8 asks for 300)
 *   BENCH_SKIP_BUILD=1                reuse dist/
 *   BENCH_ONLY=signed-in              only the signed-in rows
 *   BENCH_ONLY=workshop               only the workshop rows (200 learners on /profile, quiet and while 5 a second write)
 *   BENCH_ONLY=cold                   only the CPU of a cold /profile render (learners' first visits, one at a time)
 *   BENCH_COLD_WARMUP=300             with BENCH_ONLY=cold: first visits made before the 100 measured
 *   BENCH_CPU_PROF=dir                the app server writes a V8 CPU profile there when it stops
 *   BENCH_WINDOW_PROF=dir             with BENCH_ONLY=cold: a profile of the measured first visits only;
 *                                     with BENCH_ONLY=workshop and BENCH_PROF_ROW=quiet|writing: of that row
 *   BENCH_SKIP_SCALE=1                skip the admin lists at issue 17's volume (PostgreSQL only; also `npm run bench:scale`)
 *   CHROMIUM_PATH=/usr/bin/chromium
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureSizes } from './sizes';
import { runLighthouse, type LighthouseMedians } from './lighthouse';
import { runLoad, type LoadResult } from './load';
import { createBenchDatabase } from './database';
import { startBareServer, startAppServer, type RunningServer } from './servers';
import { soak } from './soak';
import { createLearner, runSignedInBench, signedInTable, workshop, type SignedInRow } from './signed-in';
import { runScaleBench, scaleMarkdown } from './scale';
import { coldProfileRenders } from './cold-render';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_HEAP_MB = 160;

const started: { stop(): Promise<void> }[] = [];

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('building...');
    execSync('npm run build', { cwd: root, stdio: 'ignore' });
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'dce-bench-'));
  started.push({ stop: async () => rmSync(tmp, { recursive: true, force: true }) });

  const database = await createBenchDatabase(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL);
  started.push(database);
  console.log(`database: ${database.label}`);

  const ssr = await startAppServer({
    root,
    dataDir: path.join(tmp, 'ssr'),
    databaseUrl: database.url,
    renderMode: 'server',
    cpuProfileDir: process.env.BENCH_CPU_PROF,
  });
  started.push(ssr);
  if (process.env.BENCH_ONLY === 'cold') {
    const learners = [];
    // 300 first visits before the 100 measured: a server that has been up a while has compiled its
    // render code (with 20, the figure was half again as high: docs/measurements.md).
    const warmUp = Number(process.env.BENCH_COLD_WARMUP ?? 300);
    for (let n = 0; n < warmUp + 100; n++) learners.push(await createLearner(ssr.url, n));
    const cold = await coldProfileRenders(ssr.url, ssr.pid, learners, warmUp);
    console.log(
      `cold /profile: ${cold.renders} first visits, ${cold.cpuMsPerRender.toFixed(1)} ms of server CPU each ` +
        `(${cold.wallMsPerRender.toFixed(1)} ms wall, ${cold.bytes} bytes, after ${warmUp} first visits; issue 24 goal <= 5 ms CPU)`,
    );
    return;
  }
  if (process.env.BENCH_ONLY === 'workshop') {
    console.log(`workshop: ${SECONDS}s per row, 20 connections...`);
    const rows = await workshop({ root, baseUrl: ssr.url, seconds: SECONDS, serverPid: ssr.pid }, await createLearner(ssr.url, 0));
    console.log(signedInTable(rows, SECONDS));
    return;
  }
  if (process.env.BENCH_ONLY === 'signed-in') {
    console.log(`signed-in: ${SECONDS}s per endpoint, 20 connections...`);
    const rows = await runSignedInBench({ root, baseUrl: ssr.url, adminPassword: 'bench-admin-password', seconds: SECONDS });
    console.log(signedInTable(rows, SECONDS));
    return;
  }
  // The client-rendered baseline: same build, same data (its own copy with PGlite), no server rendering.
  const csr = await startAppServer({ root, dataDir: path.join(tmp, 'csr'), databaseUrl: database.url, renderMode: 'client' });
  started.push(csr);
  const bare = await startBareServer(root);
  started.push(bare);

  const slug = ((await (await fetch(`${ssr.url}/api/blog-posts`)).json()) as { slug: string }[])[0]?.slug;
  const pages = ['/', '/education', '/guides/exchanges', '/community', ...(slug ? [`/news/${slug}`] : [])];

  console.log('measuring first-load sizes...');
  const sizes = await measureSizes(ssr.url, pages);

  console.log(`load: ${SECONDS}s per endpoint, 50 connections...`);
  const load = await loadTable(ssr, bare);

  console.log(`signed-in: ${SECONDS}s per endpoint, 20 connections...`);
  const signedIn = await runSignedInBench({ root, baseUrl: ssr.url, adminPassword: 'bench-admin-password', seconds: SECONDS });

  console.log(`lighthouse: ${LH_RUNS} runs per page, server- and client-rendered...`);
  const lighthouse: { page: string; ssr: LighthouseMedians; csr: LighthouseMedians }[] = [];
  for (const page of pages) {
    lighthouse.push({ page, ssr: await runLighthouse(ssr.url + page, LH_RUNS), csr: await runLighthouse(csr.url + page, LH_RUNS) });
  }

  // A leak shows best with little room: V8 grows an uncapped heap lazily (RSS climbs for minutes
  // and then falls back), while a capped one must collect, and would fail if memory were kept.
  console.log(`memory soak: ${SOAK_SECONDS}s, heap capped at ${SOAK_HEAP_MB} MB...`);
  const soaked = await startAppServer({
    root,
    dataDir: path.join(tmp, 'soak'),
    databaseUrl: database.url,
    renderMode: 'server',
    nodeOptions: `--max-old-space-size=${SOAK_HEAP_MB}`,
  });
  started.push(soaked);
  const memory = await soak(soaked, SOAK_SECONDS);

  printReport({ sizes, load, lighthouse, memory, database: database.label, signedIn });

  // Issue 17's data size (100,000 users, 1,000,000 subscribers...): PostgreSQL only, its own database.
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl && process.env.BENCH_SKIP_SCALE !== '1') {
    console.log('\nscale: filling a database at the issue 17 volume (BENCH_SKIP_SCALE=1 to skip)...');
    console.log(scaleMarkdown(await runScaleBench({ root, serverUrl, seconds: SECONDS })));
  }
}

/**
 * Each endpoint is measured right after the bare node:http ceiling, and compared with that one:
 * on a shared machine the ceiling itself drifts by a third over a few minutes, so a single early
 * ceiling would make the later ratios a lottery. The response's size is shown because a page
 * of ~11 KB cannot be served as often as 90 bytes, whatever the server does.
 */
/** The compressed size a browser receives (the second request: the first fills the cache). */
async function transferSize(url: string): Promise<number> {
  const get = () => fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await (await get()).arrayBuffer();
  const response = await get();
  await response.arrayBuffer();
  return Number(response.headers.get('content-length') ?? 0);
}

async function loadTable(app: RunningServer, bare: RunningServer) {
  const rows: { name: string; result: LoadResult; ceiling: LoadResult; bytes: number; ratio: number }[] = [];
  for (const [name, url] of [
    ['GET /education (anonymous page)', `${app.url}/education`],
    ['GET /api/courses', `${app.url}/api/courses`],
    ['GET /api/blog-posts', `${app.url}/api/blog-posts`],
  ] as const) {
    const bytes = await transferSize(url);
    const ceiling = await runLoad(`${bare.url}/`, SECONDS);
    const result = await runLoad(url, SECONDS);
    rows.push({ name, result, ceiling, bytes, ratio: result.requestsPerSecond / ceiling.requestsPerSecond });
  }
  return rows;
}

function printReport(report: {
  sizes: Awaited<ReturnType<typeof measureSizes>>;
  load: Awaited<ReturnType<typeof loadTable>>;
  lighthouse: { page: string; ssr: LighthouseMedians; csr: LighthouseMedians }[];
  memory: Awaited<ReturnType<typeof soak>>;
  database: string;
  signedIn: SignedInRow[];
}) {
  const lines: string[] = [];
  const fmtMs = (ms: number) => `${Math.round(ms)} ms`;
  lines.push(`\n## Lighthouse, mobile preset, median of ${LH_RUNS} (server-rendered | client-rendered)\n`);
  lines.push('| page | perf | LCP | TBT | CLS | a11y | best pr. | SEO | worst perf |');
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const { page, ssr, csr } of report.lighthouse) {
    const pair = (a: number | string, b: number | string) => `${a} \\| ${b}`;
    lines.push(
      `| ${page} | ${pair(ssr.performance, csr.performance)} | ${pair(fmtMs(ssr.lcp), fmtMs(csr.lcp))} | ${pair(fmtMs(ssr.tbt), fmtMs(csr.tbt))} | ${pair(ssr.cls.toFixed(3), csr.cls.toFixed(3))} | ${pair(ssr.accessibility, csr.accessibility)} | ${pair(ssr.bestPractices, csr.bestPractices)} | ${pair(ssr.seo, csr.seo)} | ${pair(ssr.worstPerformance, csr.worstPerformance)} |`,
    );
  }
  lines.push(`\n## Throughput, 50 connections, ${SECONDS}s each, database ${report.database}\n`);
  lines.push('| endpoint | body | req/s | p50 | p99 | errors | bare node:http just before | ratio |');
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const { name, result, ceiling, bytes, ratio } of report.load) {
    lines.push(
      `| ${name} | ${(bytes / 1024).toFixed(1)} KB | ${Math.round(result.requestsPerSecond)} | ${result.p50} ms | ${result.p99} ms | ${result.errors} | ${Math.round(ceiling.requestsPerSecond)} req/s, p99 ${ceiling.p99} ms | ${(ratio * 100).toFixed(0)} % |`,
    );
  }
  lines.push(signedInTable(report.signedIn, SECONDS));
  lines.push('\n## First-load transfer per page (gzip)\n');
  lines.push('| page | JS | CSS |');
  lines.push('|---|---|---|');
  for (const s of report.sizes) lines.push(`| ${s.page} | ${(s.js / 1024).toFixed(1)} KB | ${(s.css / 1024).toFixed(1)} KB |`);
  lines.push(`\n## Memory over a ${SOAK_SECONDS}s load (server RSS, V8 heap capped at ${SOAK_HEAP_MB} MB)\n`);
  lines.push(
    `start ${report.memory.startMb} MB, after warm-up ${report.memory.warmMb} MB, end ${report.memory.endMb} MB, max ${report.memory.maxMb} MB, ${report.memory.requests} requests, ${report.memory.errors} errors`,
    `at each fifth of the run: ${report.memory.fifths.map((mb) => `${mb} MB`).join(', ')}`,
  );
  console.log(lines.join('\n'));
}

async function stopAll() {
  for (const s of started.reverse()) await s.stop().catch(() => {});
}

main()
  .then(stopAll)
  .catch(async (err) => {
    console.error(err);
    await stopAll();
    process.exit(1);
  });
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
