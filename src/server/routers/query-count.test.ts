/**
 * Every read a page makes costs a fixed, small number of SQL statements, whatever the amount of
 * data (no N+1): each procedure is called with 2 rows of everything and again with 32, through a
 * Db whose drizzle logger records the statements it sends (`instrumented()` in test/db.ts, the
 * same database in both modes), and the counts must be equal, at most 5, and the number given
 * here (which the decision note repeats). Signed-in calls include the one query that loads the
 * session's user. The plans of these statements on PostgreSQL are in
 * docs/decisions/2026-11-23-queries.md (`npm run explain`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase, type InstrumentedDb, type TestDatabase } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { memorySession } from '../trpc/session';

const MAX_STATEMENTS = 5;
const FEW = 2;
const MORE = 30;

type Caller = Awaited<ReturnType<typeof callerWithSession>>['caller'];
type Read = {
  as: 'anonymous' | 'learner' | 'admin';
  /** The statements it sends, with few rows and with many (update docs/decisions/2026-11-23-queries.md too). */
  statements: number;
  call: (caller: Caller) => Promise<unknown>;
  /** Lists: the rows the page shows, which must grow with the data (so a per-row query would show). */
  rows?: (result: never) => number;
};

const length = (r: unknown[]) => r.length;
const paged = (r: { items: unknown[]; total: number }) => r.items.length + r.total;

const READS: Record<string, Read> = {
  'courses.list (visitor)': { as: 'anonymous', statements: 1, call: (c) => c.courses.list(), rows: length },
  'courses.list (admin)': { as: 'admin', statements: 2, call: (c) => c.courses.list(), rows: length },
  'courses.byId (learner)': { as: 'learner', statements: 2, call: (c) => c.courses.byId({ id: ids.firstCourse }) },
  'blog.list': { as: 'anonymous', statements: 1, call: (c) => c.blog.list(), rows: length },
  'blog.bySlug': { as: 'anonymous', statements: 1, call: (c) => c.blog.bySlug({ slug: 'article-1-0' }) },
  'events.list': { as: 'anonymous', statements: 1, call: (c) => c.events.list({}), rows: length },
  'events.list (upcoming)': { as: 'anonymous', statements: 1, call: (c) => c.events.list({ upcoming: true }), rows: length },
  'events.byId': { as: 'anonymous', statements: 1, call: (c) => c.events.byId({ id: ids.firstEvent }) },
  // 4: the session, the list, the payments section and the company record (instructions for
  // pending enrollments: cash is paid at General's office), the last two side by side.
  'enrollments.mine': { as: 'learner', statements: 4, call: (c) => c.enrollments.mine(), rows: length },
  'enrollments.pending': { as: 'admin', statements: 2, call: (c) => c.enrollments.pending(), rows: length },
  'users.list': { as: 'admin', statements: 3, call: (c) => c.users.list({ page: 1, pageSize: 20 }), rows: paged },
  'subscribers.list': { as: 'admin', statements: 3, call: (c) => c.subscribers.list({ page: 1, pageSize: 20 }), rows: paged },
  'contact.list': { as: 'admin', statements: 3, call: (c) => c.contact.list({ page: 1, pageSize: 20 }), rows: paged },
  'admin.stats': { as: 'admin', statements: 2, call: (c) => c.admin.stats() },
  'admin.activity': { as: 'admin', statements: 3, call: (c) => c.admin.activity({ page: 1, pageSize: 20 }), rows: paged },
  'settings.get': { as: 'anonymous', statements: 2, call: (c) => c.settings.get() },
  'settings.site': { as: 'anonymous', statements: 3, call: (c) => c.settings.site() },
  // Who is signed in: only the session user's own read (it used to read the same row again).
  'auth.current': { as: 'learner', statements: 1, call: (c) => c.auth.current() },
  // Lessons and guides are files read at start (src/content): no statement at all.
  'content.page': { as: 'anonymous', statements: 0, call: (c) => c.content.page({ collection: 'lessons', slug: 'bitcoin-blockchain' }) },
  'content.list': { as: 'anonymous', statements: 0, call: (c) => c.content.list({ collection: 'lessons' }) },
};

interface Measure {
  statements: number;
  rows: number;
}

let database: TestDatabase;
let instrumented: InstrumentedDb;
const ids = { admin: 0, learner: 0, firstCourse: 0, firstEvent: 0 };
let few: Record<string, Measure>;
let many: Record<string, Measure>;
let learnerEnrollments: { few: number; many: number; approved: number };

const callerAs = async (db: Db, uid: number | null) =>
  (await callerWithSession(db, uid === null ? memorySession() : memorySession({ uid, v: 1, iat: Date.now() }))).caller;

let batch = 0;
/**
 * `n` more of everything a page lists, written through the plain Db: a course, the learner's
 * enrollment in it (every other one approved, so its materials show), another user with a pending
 * enrollment in it, a published post, an event (alternately past and upcoming), a subscriber and
 * a contact message. The admin's writes add audit rows.
 */
async function addRows(n: number) {
  batch++;
  const admin = await callerAs(database.db, ids.admin);
  const learner = await callerAs(database.db, ids.learner);
  for (let i = 0; i < n; i++) {
    const tag = `${batch}-${i}`;
    const course = await admin.courses.create({
      title: `Course ${tag}`,
      description: 'A course description long enough to pass.',
      level: 'Beginner',
      duration: '4 weeks',
      price: 2500,
      downloadUrl: `https://materials.example.com/${tag}.zip`,
      youtubePlaylistUrl: null,
    } as never);
    ids.firstCourse ||= course.id;
    const enrollment = await learner.enrollments.enroll({ courseId: course.id, paymentMethod: 'usdt', paymentReference: `REF-${tag}` });
    if (i % 2 === 0) await admin.enrollments.approve({ id: enrollment.id } as never);
    // No password to hash: these users never sign in with one.
    const [other] = await database.db
      .insert(users)
      .values({ username: `other-${tag}`, fullName: `Other Learner ${tag}`, email: `other-${tag}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    await (await callerAs(database.db, other!.id)).enrollments.enroll({ courseId: course.id, paymentMethod: 'cash' });
    await admin.blog.create({
      title: `Article ${tag}`,
      slug: `article-${tag}`,
      content: 'Some **markdown** content for the article.',
      excerpt: 'A short summary of the article.',
      coverImage: '',
      published: true,
    });
    const event = await admin.events.create({
      title: `Workshop ${tag}`,
      description: 'Learn to set up a wallet safely.',
      date: i % 2 ? '2031-06-15' : '2020-06-15',
      time: '14:00',
      location: 'Roseau, Dominica',
      isVirtual: false,
    });
    ids.firstEvent ||= event.id;
    await admin.subscribers.create({ email: `reader-${tag}@example.com`, subscribed: true });
    await admin.contact.send({
      name: 'Kim Lewis',
      email: 'kim@example.com',
      subject: `Question ${tag}`,
      message: 'How do I pay by mobile banking?',
    });
  }
}

/** Call every read once through the instrumented Db; count the statements and the rows shown. */
async function measure(): Promise<Record<string, Measure>> {
  const result: Record<string, Measure> = {};
  for (const [name, read] of Object.entries(READS)) {
    const caller = await callerAs(instrumented.db, read.as === 'anonymous' ? null : ids[read.as]);
    instrumented.reset();
    const value = await read.call(caller);
    result[name] = { statements: instrumented.queries.length, rows: read.rows ? read.rows(value as never) : 0 };
  }
  return result;
}

async function mine() {
  const rows = (await (await callerAs(database.db, ids.learner)).enrollments.mine()) as { course: { downloadUrl: string | null } }[];
  return { count: rows.length, approved: rows.filter((r) => r.course.downloadUrl !== null).length };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  instrumented = database.instrumented();
  ids.admin = (await createAccount(database.db, 'admin')).id;
  ids.learner = (await createAccount(database.db, 'user')).id;
  await addRows(FEW);
  few = await measure();
  const before = await mine();
  await addRows(MORE);
  many = await measure();
  const after = await mine();
  learnerEnrollments = { few: before.count, many: after.count, approved: after.approved };
}, 120_000);

afterAll(async () => {
  await instrumented?.close();
  await database?.close();
});

describe(`statements per read, with ${FEW} and ${FEW + MORE} rows of everything (no N+1, at most ${MAX_STATEMENTS})`, () => {
  it(`the learner's list really grew (${FEW} -> ${FEW + MORE} enrollments, materials shown for the approved ones)`, () => {
    expect(learnerEnrollments).toEqual({ few: FEW, many: FEW + MORE, approved: (FEW + MORE) / 2 });
  });

  for (const [name, read] of Object.entries(READS)) {
    it(`${name}: ${read.statements} statement${read.statements === 1 ? '' : 's'}`, () => {
      const counts = `${name}: ${few[name]!.statements} statements with ${FEW} rows, ${many[name]!.statements} with ${FEW + MORE}`;
      expect(many[name]!.statements, counts).toBe(few[name]!.statements);
      expect(many[name]!.statements, counts).toBeLessThanOrEqual(MAX_STATEMENTS);
      expect(many[name]!.statements, `${counts}; if that is intended, update READS and the decision note`).toBe(read.statements);
      if (read.rows)
        expect(many[name]!.rows, `${name}: ${few[name]!.rows} rows shown, then ${many[name]!.rows}`).toBeGreaterThan(few[name]!.rows);
    });
  }
});
