/**
 * `npm run explain`: the query plans behind every page read, on PostgreSQL with realistic volume.
 * Creates a throwaway database named dce_explain_* (on the server of DATABASE_URL or
 * TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres), migrates it, fills it
 * (2,000 users, 200 courses, 20,000 enrollments, 2,000 posts, 1,000 events, 5,000 subscribers,
 * 2,000 messages, 10,000 audit rows; with `-- --large` or EXPLAIN_SCALE=large the scale goal's
 * 100,000 users, 1,000,000 subscribers, 200,000 enrollments, 10,000 messages: bench/scale-data.ts),
 * runs VACUUM ANALYZE, calls the read procedures the pages use through
 * a drizzle instance whose logger captures each statement with its parameters, and prints
 * EXPLAIN (ANALYZE, BUFFERS) of each, then a summary table (statements, scans, execution time).
 * Drops the database at the end, also on an error or Ctrl-C.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { openPostgres, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { appRouter } from '../src/server/routers/_app';
import { createContextInner } from '../src/server/trpc/context';
import { createCallerFactory } from '../src/server/trpc/init';
import { memorySession } from '../src/server/trpc/session';
import { createBenchDatabase } from './database';
import { describeVolume, fill, type DataSize } from './scale-data';

const SIZE: DataSize = process.argv.includes('--large') || process.env.EXPLAIN_SCALE === 'large' ? 'large' : 'default';

/** Tables at least this big are listed when a plan reads them with a Seq Scan (to judge by eye). */
const BIG_TABLE_ROWS = 1000;

const createCaller = createCallerFactory(appRouter);

interface Summary {
  read: string;
  statements: number;
  scans: string[];
  bigSeqScans: string[];
  ms: number[];
}

/** The access paths of a plan: "Index Scan users_pkey", "Seq Scan courses", "Bitmap Index Scan enrollments_user_idx". */
function scans(plan: string[]) {
  const found: { kind: string; target: string; table?: string }[] = [];
  for (const line of plan) {
    const node = /(Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan)(?: using (\S+))? on (\S+)/.exec(line);
    if (!node) continue;
    const [, kind, index, on] = node;
    // "Bitmap Index Scan on <index>", "Index Scan using <index> on <table>", "Seq Scan on <table>".
    found.push({ kind: kind!, target: index ?? on!, table: kind === 'Bitmap Index Scan' ? undefined : on });
  }
  return found;
}

async function main() {
  const bench = await createBenchDatabase(
    process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    'dce_explain',
  );
  const url = bench.url!;
  const database = openPostgres(url, { max: 2 });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await sql.end({ timeout: 5 }).catch(() => {});
      await database.close().catch(() => {});
      await bench.stop();
    })());
  const onSignal = () => {
    console.error('\ninterrupted: dropping the database');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await database.migrate();
    const fillMs = await fill(sql, SIZE);
    const rowCounts = new Map(
      (
        await sql<{ relname: string; n: number }[]>`
        select relname, reltuples::int as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`
      ).map((r) => [r.relname, r.n]),
    );
    const captured: { query: string; params: unknown[] }[] = [];
    const db = drizzle(sql, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Db;
    const [admin] = await sql<{ id: number }[]>`select id from users where role = 'admin' order by id limit 1`;
    // A learner (not an admin) with the most enrollments: about ten, most confirmed so materials show.
    const [learner] = await sql<{ id: number }[]>`
      select e.user_id as id from enrollments e join users u on u.id = e.user_id and u.role = 'user'
      group by e.user_id order by count(*) desc, e.user_id limit 1`;
    const callerAs = (uid: number | null) =>
      createCaller(() =>
        createContextInner({ db, session: uid === null ? memorySession() : memorySession({ uid, v: 1, iat: Date.now() }) }),
      );
    const anonymous = callerAs(null);
    const asAdmin = callerAs(admin!.id);
    const asLearner = callerAs(learner!.id);
    const reads: [string, () => Promise<unknown>][] = [
      ['courses.list (visitor)', () => anonymous.courses.list()],
      ['courses.list (admin)', () => asAdmin.courses.list()],
      ['courses.byId (learner)', () => asLearner.courses.byId({ id: 3 })],
      ['blog.list', () => anonymous.blog.list()],
      ['blog.bySlug', () => anonymous.blog.bySlug({ slug: 'post-17' })],
      ['events.list', () => anonymous.events.list({})],
      ['events.list (upcoming)', () => anonymous.events.list({ upcoming: true })],
      ['events.byId', () => anonymous.events.byId({ id: 600 })],
      ['enrollments.mine', () => asLearner.enrollments.mine()],
      ['enrollments.pending', () => asAdmin.enrollments.pending()],
      ['enrollments.pending (usdt, search)', () => asAdmin.enrollments.pending({ method: 'usdt', q: 'user12' })],
      ['users.list', () => asAdmin.users.list({ page: 1, pageSize: 20 })],
      ['users.list (page 100)', () => asAdmin.users.list({ page: 100, pageSize: 20 })],
      ['users.list (search, page 3)', () => asAdmin.users.list({ page: 3, pageSize: 20, q: 'user12' })],
      ['users.list (search, rare)', () => asAdmin.users.list({ page: 1, pageSize: 20, q: 'user1234' })],
      ['users.list (search, common)', () => asAdmin.users.list({ page: 1, pageSize: 20, q: 'example' })],
      ['subscribers.list', () => asAdmin.subscribers.list({ page: 1, pageSize: 20 })],
      ['subscribers.list (page 100)', () => asAdmin.subscribers.list({ page: 100, pageSize: 20 })],
      ['subscribers.list (inactive, page 2)', () => asAdmin.subscribers.list({ page: 2, pageSize: 20, status: 'inactive' })],
      ['subscribers.list (search)', () => asAdmin.subscribers.list({ page: 1, pageSize: 20, q: 'reader4321' })],
      ['subscribers.list (search, common)', () => asAdmin.subscribers.list({ page: 1, pageSize: 20, q: 'example' })],
      ['contact.list', () => asAdmin.contact.list({ page: 1, pageSize: 20 })],
      ['contact.list (new)', () => asAdmin.contact.list({ page: 1, pageSize: 20, status: 'new' })],
      ['contact.list (search)', () => asAdmin.contact.list({ page: 1, pageSize: 20, q: 'sender123' })],
      ['admin.stats', () => asAdmin.admin.stats()],
      ['admin.trends', () => asAdmin.admin.trends()],
      ['search.results', () => anonymous.search.results({ q: 'bitcoin wallet', limit: 10 })],
      ['admin.activity', () => asAdmin.admin.activity({ page: 1, pageSize: 20 })],
      ['settings.get', () => anonymous.settings.get()],
      ['settings.site', () => anonymous.settings.site()],
      ['content.page', () => anonymous.content.page({ collection: 'lessons', slug: 'bitcoin-blockchain' })],
    ];
    console.log(`database: ${new URL(url).pathname.slice(1)} (${(await sql`select version()`)[0]!.version})`);
    console.log(`data (${SIZE}): ${describeVolume(SIZE)} (filled and analyzed in ${fillMs} ms)\n`);
    const summaries: Summary[] = [];
    for (const [read, call] of reads) {
      captured.length = 0;
      await call();
      const statements = [...captured];
      const summary: Summary = { read, statements: statements.length, scans: [], bigSeqScans: [], ms: [] };
      console.log(`=== ${read}: ${statements.length} statement${statements.length === 1 ? '' : 's'}`);
      for (const { query, params } of statements) {
        console.log(`--- ${query.replace(/\s+/g, ' ')}${params.length ? `  -- params: ${JSON.stringify(params)}` : ''}`);
        const rows = await sql.unsafe(`explain (analyze, buffers, format text) ${query}`, params as never[]);
        const plan = rows.map((row) => (row as Record<string, string>)['QUERY PLAN']!);
        for (const line of plan) console.log(`    ${line}`);
        for (const scan of scans(plan)) {
          summary.scans.push(`${scan.kind} ${scan.target}`);
          if (scan.kind === 'Seq Scan' && (rowCounts.get(scan.table!) ?? 0) >= BIG_TABLE_ROWS) summary.bigSeqScans.push(scan.table!);
        }
        const time = plan.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)?.[1]).find(Boolean);
        summary.ms.push(Number(time ?? NaN));
      }
      summaries.push(summary);
      console.log('');
    }
    console.log(`Summary (Seq Scan of a table of ${BIG_TABLE_ROWS.toLocaleString('en')} rows or more marked with !)\n`);
    console.log('| read | statements | scans | execution time (ms) |');
    console.log('|---|---|---|---|');
    for (const s of summaries) {
      const unique = [...new Set(s.scans)].map((scan) =>
        scan.startsWith('Seq Scan') && s.bigSeqScans.includes(scan.slice('Seq Scan '.length)) ? `${scan} !` : scan,
      );
      console.log(`| ${s.read} | ${s.statements} | ${unique.join(', ') || '-'} | ${s.ms.map((ms) => ms.toFixed(3)).join(' + ') || '-'} |`);
    }
  } finally {
    await cleanUp();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
