/**
 * The data `npm run explain` and `npm run bench:scale` fill a throwaway PostgreSQL database with,
 * in set-based SQL (generate_series), at two sizes:
 * - `default`: the size explain has always used (a small school a few years in);
 * - `large`: the scale goal of issue 17 — 100,000 users, 1,000,000 subscribers, 200,000
 *   enrollments, 10,000 contact messages (plus the courses, posts, events and audit rows of the
 *   default size).
 * `firstUserId: 2` leaves id 1 to the app's own primary admin (bench: the server seeds it with
 * ADMIN_PASSWORD at start); the volumes stay exact (users 2..N+1 then).
 */
import type { Sql } from 'postgres';

export type DataSize = 'default' | 'large';

export interface Volume {
  users: number;
  courses: number;
  enrollments: number;
  /** One enrollment in this many is pending (the admin's queue). */
  pendingEvery: number;
  posts: number;
  events: number;
  subscribers: number;
  messages: number;
  audit: number;
}

export const VOLUMES: Record<DataSize, Volume> = {
  default: {
    users: 2000,
    courses: 200,
    enrollments: 20000,
    pendingEvery: 20,
    posts: 2000,
    events: 1000,
    subscribers: 5000,
    messages: 2000,
    audit: 10000,
  },
  // The queue stays a queue (1,000 pending): admins decide payments within days, history grows.
  large: {
    users: 100000,
    courses: 200,
    enrollments: 200000,
    pendingEvery: 200,
    posts: 2000,
    events: 1000,
    subscribers: 1000000,
    messages: 10000,
    audit: 10000,
  },
};

export function describeVolume(size: DataSize): string {
  const v = VOLUMES[size];
  const f = (n: number) => n.toLocaleString('en');
  return (
    `${f(v.users)} users, ${f(v.courses)} courses (${f(v.courses / 10)} archived), ~${f(v.enrollments)} enrollments ` +
    `(${f(v.enrollments / v.pendingEvery)} pending), ${f(v.posts)} posts (${f(v.posts * 0.9)} published), ${f(v.events)} events (half upcoming), ` +
    `${f(v.subscribers)} subscribers (~${f(Math.round((v.subscribers * 8) / 9))} active), ${f(v.messages)} messages (~${f(Math.round(v.messages / 3))} new), ${f(v.audit)} audit rows`
  );
}

const FIRST_NAMES = [
  'Kim',
  'Ana',
  'Joel',
  'Maria',
  'Dev',
  'Lena',
  'Omar',
  'Rosa',
  'Ivan',
  'Nia',
  'Paul',
  'Zoe',
  'Ravi',
  'Ella',
  'Tomas',
  'Aisha',
  'Marc',
  'Yara',
  'Noel',
  'Ines',
];
const LAST_NAMES = [
  'Lewis',
  'Joseph',
  'Charles',
  'Baptiste',
  'Thomas',
  'Frederick',
  'Peltier',
  'Alexander',
  'James',
  'Edwards',
  'Prosper',
  'Laurent',
  'Honore',
  'Felix',
  'Andrew',
  'Toussaint',
  'Benjamin',
  'Pierre',
  'Robin',
  'Valmond',
  'Cuffy',
  'Riviere',
  'Xavier',
  'George',
  'Durand',
];
const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/** The fill, as one script (statements separated by `;`). Run it on a freshly migrated database. */
export function fillSql(size: DataSize, opts: { firstUserId?: number } = {}): string {
  const v = VOLUMES[size];
  const first = opts.firstUserId ?? 1;
  const last = first + v.users - 1;
  const firstName = `(${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}]`;
  const lastName = `(${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
  // Spread over about two years (enrollments) and seven (subscribers), newest first.
  const enrollStep = Math.max(1, Math.round((2 * 365 * 24 * 60) / v.enrollments));
  const subscribeStep = Math.max(1, Math.round((7 * 365 * 24 * 60) / v.subscribers));
  return `
insert into users (id, username, full_name, email, password_hash, role, created_at)
  select g, 'user' || g, ${size === 'large' ? `${firstName} || ' ' || ${lastName}` : `'Learner ' || g`}, 'user' || g || '@example.com', 'x',
         case when g < ${first + 5} then 'admin' else 'user' end, now() - ((${last} - g) || ' minutes')::interval
  from generate_series(${first}, ${last}) g;
select setval(pg_get_serial_sequence('users', 'id'), ${last});
insert into courses (title, description, level, duration, price, download_url, archived_at)
  select 'Course ' || g, 'About course ' || g, 'Beginner', '4 weeks', 2500, 'https://materials.example.com/' || g || '.zip',
         case when g % 10 = 0 then now() end
  from generate_series(1, ${v.courses}) g;
insert into enrollments (user_id, course_id, price, payment_status, payment_method, payment_code, payment_reference, enrolled_at, decided_at)
  select ${first} + (g % ${v.users}), 1 + ((g / ${v.users}) * 7 + g) % ${v.courses}, 2500, s.status,
         (array['cash','usdt','mobanking'])[1 + g % 3], 'DCE-0' || g, case when g % 3 = 0 then 'TX' || g end,
         now() - ((g * ${enrollStep}) || ' minutes')::interval,
         case when s.status <> 'pending' then now() - ((g * ${enrollStep}) || ' minutes')::interval + interval '1 day' end
  from generate_series(1, ${v.enrollments}) g,
       lateral (select case when g % ${v.pendingEvery} = 0 then 'pending' when g % 7 = 0 then 'rejected' else 'confirmed' end as status) s
  on conflict do nothing;
insert into blog_posts (slug, title, content, excerpt, published, created_at)
  select 'post-' || g, 'Post ' || g, repeat('Some text. ', 200), 'Summary ' || g, g % 10 <> 0, now() - (g || ' hours')::interval
  from generate_series(1, ${v.posts}) g;
insert into events (title, description, date, time, location)
  select 'Event ' || g, 'About event ' || g, (current_date + (g - ${v.events / 2})), '14:00', 'Roseau'
  from generate_series(1, ${v.events}) g;
insert into subscribers (email, subscribed, subscribed_at, unsubscribed_at, unsubscribe_token)
  select 'reader' || g || '@example.com', g % 9 <> 0, now() - ((g * ${subscribeStep}) || ' minutes')::interval,
         case when g % 9 = 0 then least(now(), now() - ((g * ${subscribeStep}) || ' minutes')::interval + ((g % 300) || ' days')::interval) end,
         md5(g::text)
  from generate_series(1, ${v.subscribers}) g;
insert into contact_messages (name, email, subject, message, status, created_at)
  select ${size === 'large' ? `${firstName} || ' ' || ${lastName}, 'sender' || g || '@example.com'` : `'Kim', 'kim@example.com'`},
         'Question ' || g, 'How do I pay?', case when g % 3 = 0 then 'new' else 'read' end, now() - (g || ' minutes')::interval
  from generate_series(1, ${v.messages}) g;
insert into audit_log (actor_id, action, target_type, target_id, created_at)
  select ${first} + (g % 5), 'course.update', 'course', (g % 200)::text, now() - (g || ' minutes')::interval
  from generate_series(1, ${v.audit}) g;
vacuum analyze;
`;
}

/** Fill and analyze; answers the time it took in ms. `sql` must not be inside a transaction (VACUUM). */
export async function fill(sql: Sql, size: DataSize, opts: { firstUserId?: number } = {}): Promise<number> {
  const started = Date.now();
  for (const statement of fillSql(size, opts)
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean))
    await sql.unsafe(statement);
  return Date.now() - started;
}
