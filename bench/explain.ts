/**
 * `npm run explain`: the query plans behind every page read, on PostgreSQL with realistic volume.
 * Creates a throwaway database (DATABASE_URL or TEST_DATABASE_URL or the local server), migrates
 * it, fills it (2,000 users, 200 courses, 20,000 enrollments, 2,000 posts, 1,000 events, 5,000
 * subscribers, 2,000 messages, 10,000 audit rows), calls the read procedures the pages use, and
 * prints EXPLAIN (ANALYZE, BUFFERS) of each statement they sent. Drops the database at the end.
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

const FILL = `
insert into users (username, full_name, email, password_hash, role)
  select 'user' || g, 'Learner ' || g, 'user' || g || '@example.com', 'x', case when g <= 5 then 'admin' else 'user' end
  from generate_series(1, 2000) g;
insert into courses (title, description, level, duration, price, download_url, archived_at)
  select 'Course ' || g, 'About course ' || g, 'Beginner', '4 weeks', 2500, 'https://materials.example.com/' || g || '.zip',
         case when g % 10 = 0 then now() end
  from generate_series(1, 200) g;
insert into enrollments (user_id, course_id, payment_status, payment_method, enrolled_at)
  select 1 + (g % 2000), 1 + ((g / 2000) * 7 + g) % 200,
         case when g % 20 = 0 then 'pending' when g % 7 = 0 then 'rejected' else 'confirmed' end, 'usdt',
         now() - (g || ' minutes')::interval
  from generate_series(1, 20000) g
  on conflict do nothing;
insert into blog_posts (slug, title, content, excerpt, published, created_at)
  select 'post-' || g, 'Post ' || g, repeat('Some text. ', 200), 'Summary ' || g, g % 10 <> 0, now() - (g || ' hours')::interval
  from generate_series(1, 2000) g;
insert into events (title, description, date, time, location)
  select 'Event ' || g, 'About event ' || g, (current_date + (g - 500)), '14:00', 'Roseau'
  from generate_series(1, 1000) g;
insert into subscribers (email, subscribed, unsubscribe_token)
  select 'reader' || g || '@example.com', g % 9 <> 0, md5(g::text)
  from generate_series(1, 5000) g;
insert into contact_messages (name, email, subject, message, status, created_at)
  select 'Kim', 'kim@example.com', 'Question ' || g, 'How do I pay?', case when g % 3 = 0 then 'new' else 'read' end,
         now() - (g || ' minutes')::interval
  from generate_series(1, 2000) g;
insert into audit_log (actor_id, action, target_type, target_id, created_at)
  select 1 + (g % 5), 'course.update', 'course', (g % 200)::text, now() - (g || ' minutes')::interval
  from generate_series(1, 10000) g;
analyze;
`;

const createCaller = createCallerFactory(appRouter);

async function main() {
  const bench = await createBenchDatabase(
    process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const url = bench.url!;
  const database = openPostgres(url);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    await database.migrate();
    await sql.unsafe(FILL);
    const captured: { query: string; params: unknown[] }[] = [];
    const db = drizzle(sql, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } }) as unknown as Db;
    const [admin] = await sql<{ id: number }[]>`select id from users where role = 'admin' order by id limit 1`;
    const [learner] = await sql<{ id: number }[]>`
      select user_id as id from enrollments group by user_id order by count(*) desc limit 1`;
    const callerAs = (uid: number | null) =>
      createCaller(() =>
        createContextInner({ db, session: uid === null ? memorySession() : memorySession({ uid, v: 1, iat: Date.now() }) }),
      );
    const anonymous = callerAs(null);
    const asAdmin = callerAs(admin!.id);
    const asLearner = callerAs(learner!.id);
    const reads: [string, () => Promise<unknown>][] = [
      ['courses.list', () => anonymous.courses.list()],
      ['courses.byId (learner)', () => asLearner.courses.byId({ id: 3 })],
      ['blog.list', () => anonymous.blog.list()],
      ['blog.bySlug', () => anonymous.blog.bySlug({ slug: 'post-17' })],
      ['events.list (upcoming)', () => anonymous.events.list({ upcoming: true })],
      ['events.byId', () => anonymous.events.byId({ id: 600 })],
      ['enrollments.mine', () => asLearner.enrollments.mine()],
      ['enrollments.pending', () => asAdmin.enrollments.pending()],
      ['users.list (search)', () => asAdmin.users.list({ page: 3, pageSize: 20, q: 'user12' })],
      ['subscribers.list', () => asAdmin.subscribers.list({ page: 2, pageSize: 20, status: 'active' })],
      ['contact.list', () => asAdmin.contact.list({ page: 1, pageSize: 20 })],
      ['admin.stats', () => asAdmin.admin.stats()],
      ['admin.activity', () => asAdmin.admin.activity({ page: 1, pageSize: 20 })],
      ['settings.site', () => anonymous.settings.site()],
    ];
    console.log(
      `data: 2,000 users, 200 courses, ~20,000 enrollments, 2,000 posts, 1,000 events, 5,000 subscribers, 2,000 messages, 10,000 audit rows\n`,
    );
    for (const [name, read] of reads) {
      captured.length = 0;
      await read();
      const statements = [...captured];
      console.log(`=== ${name}: ${statements.length} statement(s)`);
      for (const { query, params } of statements) {
        console.log(`--- ${query.replace(/\s+/g, ' ').slice(0, 240)}`);
        const plan = await sql.unsafe(`explain (analyze, buffers, costs off) ${query}`, params as never[]);
        for (const line of plan) console.log(`    ${(line as Record<string, string>)['QUERY PLAN']}`);
      }
      console.log('');
    }
  } finally {
    await sql.end();
    await database.close();
    await bench.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
