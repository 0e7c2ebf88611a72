/**
 * Every read a page makes costs a fixed, small number of SQL statements, whatever the amount of
 * data (no N+1): each procedure is called on a nearly empty database and again after 30 more rows
 * of everything, and the statements drizzle sends are counted both times. (Signed-in calls include
 * the one query that loads the session's user.) The plans of these statements on PostgreSQL are in
 * docs/decisions/2026-11-23-queries.md (`npm run explain`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase, type InstrumentedDb, type TestDatabase } from '../../../test/db';
import type { Db } from '../db/client';
import { memorySession } from '../trpc/session';

const MAX_STATEMENTS = 5;

let database: TestDatabase;
let instrumented: InstrumentedDb;
let ids: { admin: number; learner: number };

beforeAll(async () => {
  database = await createTestDatabase();
  instrumented = database.instrumented();
  const admin = await createAccount(database.db, 'admin');
  const learner = await createAccount(database.db, 'user');
  ids = { admin: admin.id, learner: learner.id };
  await addRows(1);
});
afterAll(async () => {
  await instrumented.close();
  await database.close();
});

const callerAs = async (db: Db, uid: number | null) =>
  (await callerWithSession(db, uid === null ? memorySession() : memorySession({ uid, v: 1, iat: Date.now() }))).caller;

let batch = 0;
/** `n` more of everything a page lists: courses the learner is enrolled in (half approved), posts, events, subscribers, messages. */
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
    const enrollment = await learner.enrollments.enroll({ courseId: course.id, paymentMethod: 'usdt', paymentReference: `REF-${tag}` });
    if (i % 2 === 0) await admin.enrollments.approve({ id: enrollment.id } as never);
    await admin.blog.create({
      title: `Article ${tag}`,
      slug: `article-${tag}`,
      content: 'Some **markdown** content for the article.',
      excerpt: 'A short summary of the article.',
      coverImage: '',
      published: true,
    });
    await admin.events.create({
      title: `Workshop ${tag}`,
      description: 'Learn to set up a wallet safely.',
      date: i % 2 ? '2031-06-15' : '2020-06-15',
      time: '14:00',
      location: 'Roseau, Dominica',
      isVirtual: false,
    });
    await admin.subscribers.create({ email: `reader-${tag}@example.com`, subscribed: true });
    await admin.contact.send({
      name: 'Kim Lewis',
      email: 'kim@example.com',
      subject: `Question ${tag}`,
      message: 'How do I pay by mobile banking?',
    });
  }
}

type Call = (caller: Awaited<ReturnType<typeof callerAs>>) => Promise<unknown>;
const READS: Record<string, { as: 'anonymous' | 'learner' | 'admin'; call: Call }> = {
  'courses.list (visitor)': { as: 'anonymous', call: (c) => c.courses.list() },
  'courses.list (admin)': { as: 'admin', call: (c) => c.courses.list() },
  'courses.byId': { as: 'learner', call: (c) => c.courses.byId({ id: 1 }) },
  'blog.list': { as: 'anonymous', call: (c) => c.blog.list() },
  'blog.bySlug': { as: 'anonymous', call: (c) => c.blog.bySlug({ slug: 'article-1-0' }) },
  'events.list': { as: 'anonymous', call: (c) => c.events.list({}) },
  'events.list (upcoming)': { as: 'anonymous', call: (c) => c.events.list({ upcoming: true }) },
  'events.byId': { as: 'anonymous', call: (c) => c.events.byId({ id: 1 }) },
  'enrollments.mine': { as: 'learner', call: (c) => c.enrollments.mine() },
  'enrollments.pending': { as: 'admin', call: (c) => c.enrollments.pending() },
  'users.list': { as: 'admin', call: (c) => c.users.list({ page: 1, pageSize: 20 }) },
  'subscribers.list': { as: 'admin', call: (c) => c.subscribers.list({ page: 1, pageSize: 20 }) },
  'contact.list': { as: 'admin', call: (c) => c.contact.list({ page: 1, pageSize: 20 }) },
  'admin.stats': { as: 'admin', call: (c) => c.admin.stats() },
  'admin.activity': { as: 'admin', call: (c) => c.admin.activity({ page: 1, pageSize: 20 }) },
  'settings.get': { as: 'anonymous', call: (c) => c.settings.get() },
  'settings.site': { as: 'anonymous', call: (c) => c.settings.site() },
  'content.page': { as: 'anonymous', call: (c) => c.content.page({ collection: 'lessons', slug: 'bitcoin-blockchain' }) },
};

async function countStatements(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, read] of Object.entries(READS)) {
    const uid = read.as === 'anonymous' ? null : ids[read.as];
    const caller = await callerAs(instrumented.db, uid);
    instrumented.statements.length = 0;
    await read.call(caller);
    counts[name] = instrumented.statements.length;
  }
  return counts;
}

describe('statements per read', () => {
  it(`stay the same with 30 times the rows, and at most ${MAX_STATEMENTS} (no N+1)`, async () => {
    const few = await countStatements();
    await addRows(30);
    const many = await countStatements();
    // The learner's list really grew, so a per-row query would have shown.
    const mine = (await (await callerAs(database.db, ids.learner)).enrollments.mine()) as unknown[];
    expect(mine.length).toBe(31);
    for (const name of Object.keys(READS)) {
      expect(many[name], `${name}: ${few[name]} statements with 1 row, ${many[name]} with 31`).toBe(few[name]);
      expect(many[name], name).toBeLessThanOrEqual(MAX_STATEMENTS);
    }
    expect(Object.values(few).some((n) => n > 0)).toBe(true);
  }, 120_000);
});
