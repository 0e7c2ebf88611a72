/**
 * Learning progress, quizzes and certificates through the procedures (issue 26, item 4):
 * anonymous callers cannot write or read progress, each learner sees only their own, unknown pages
 * are 404s, quizzes are graded on the server, a device's copy merges (union, earliest time), and a
 * certificate is issued only for a completed track.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { contentCollections } from '../../content';
import type { Database } from '../db/client';
import { certificates, lessonProgress, quizPasses, users } from '../db/schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const lessons = contentCollections.lessons;
const correctAnswers = (slug: string) => lessons.find((l) => l.slug === slug)!.meta.quiz.map((q) => q.answer);

describe('progress', () => {
  it('anonymous callers can neither read nor write progress, quizzes or certificates', async () => {
    const { caller } = await callerWithSession(database.db);
    await expect(caller.progress.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.progress.set({ collection: 'lessons', slug: 'defi', done: true })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.progress.sync({ completions: [], quizzes: [] })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.progress.submitQuiz({ slug: 'defi', answers: correctAnswers('defi') })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(caller.certificates.issue({ track: 'crypto-foundations' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.certificates.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("marks pages done and not done; one learner never sees another learner's progress", async () => {
    const ann = await signedInCaller(database.db);
    const ben = await signedInCaller(database.db);
    const first = await ann.caller.progress.set({ collection: 'lessons', slug: 'defi', done: true });
    expect(first).toMatchObject({ collection: 'lessons', slug: 'defi', done: true });
    // Marking it again keeps the first time.
    const again = await ann.caller.progress.set({ collection: 'lessons', slug: 'defi', done: true });
    expect(again.completedAt).toEqual(first.completedAt);
    await ann.caller.progress.set({ collection: 'security', slug: 'common-scams', done: true });
    expect((await ann.caller.progress.list()).map((p) => `${p.collection}/${p.slug}`)).toEqual(['lessons/defi', 'security/common-scams']);
    expect(await ben.caller.progress.list()).toEqual([]);
    await ann.caller.progress.set({ collection: 'lessons', slug: 'defi', done: false });
    expect((await ann.caller.progress.list()).map((p) => p.slug)).toEqual(['common-scams']);
  });

  it('refuses unknown collections and slugs (404), hostile strings included, and writes nothing', async () => {
    const { caller, account } = await signedInCaller(database.db);
    for (const [collection, slug] of [
      ['lessons', 'no-such-lesson'],
      ['community', 'crypto-adoption-dominica'],
      ['legal', 'vaba'],
      ['caribbean', 'banking'],
      ['lessons', "defi' OR 1=1 --"],
      ['lessons', '../../etc/passwd'],
      ['__proto__', 'constructor'],
      ['<script>alert(1)</script>', 'defi'],
    ]) {
      await expect(
        caller.progress.set({ collection: collection!, slug: slug!, done: true }),
        `${collection}/${slug}`,
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    await expect(caller.progress.set({ collection: 'lessons', slug: 'a\u0000b', done: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.progress.submitQuiz({ slug: 'common-scams', answers: [0, 0, 0] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, account.id))).toEqual([]);
  });

  it('grades quizzes on the server: a pass needs every answer right; a wrong attempt stores nothing', async () => {
    const { caller } = await signedInCaller(database.db);
    const right = correctAnswers('stablecoins');
    const wrong = right.map((answer, i) => (i === 0 ? (answer + 1) % 3 : answer));
    const failed = await caller.progress.submitQuiz({ slug: 'stablecoins', answers: wrong });
    expect(failed).toMatchObject({ passed: false, passedAt: null });
    expect(failed.correct[0]).toBe(false);
    expect(await caller.progress.quizPasses()).toEqual([]);
    const passed = await caller.progress.submitQuiz({ slug: 'stablecoins', answers: right });
    expect(passed.passed).toBe(true);
    expect(passed.correct.every(Boolean)).toBe(true);
    expect((await caller.progress.quizPasses()).map((q) => q.slug)).toEqual(['stablecoins']);
    // Too few answers is not a pass.
    expect((await caller.progress.submitQuiz({ slug: 'defi', answers: correctAnswers('defi').slice(0, 2) })).passed).toBe(false);
  });

  it("merges a device's copy: union of pages, earliest time kept, future times clamped, unknown pages skipped, quizzes re-graded", async () => {
    const { caller } = await signedInCaller(database.db);
    const later = await caller.progress.set({ collection: 'lessons', slug: 'nfts', done: true });
    const earlier = '2026-01-02T03:04:05.000Z';
    const merged = await caller.progress.sync({
      completions: [
        { collection: 'lessons', slug: 'nfts', completedAt: earlier },
        { collection: 'guides', slug: 'binance', completedAt: '2099-01-01T00:00:00.000Z' },
        { collection: 'lessons', slug: 'gone-lesson', completedAt: earlier },
      ],
      quizzes: [
        { slug: 'nfts', answers: correctAnswers('nfts') },
        { slug: 'defi', answers: [0, 0, 0, 0].map((a, i) => (correctAnswers('defi')[i] === a ? (a + 1) % 3 : a)) },
      ],
    });
    const bySlug = new Map(merged.progress.map((p) => [p.slug, p.completedAt]));
    expect([...bySlug.keys()].sort()).toEqual(['binance', 'nfts']);
    expect(bySlug.get('nfts')!.toISOString()).toBe(earlier);
    expect(bySlug.get('nfts')!.getTime()).toBeLessThan(later.completedAt!.getTime());
    expect(bySlug.get('binance')!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(merged.quizzes.map((q) => q.slug)).toEqual(['nfts']);
  });

  it('lists the tracks and serves a lesson quiz (404 for a page that is not a lesson)', async () => {
    const { caller } = await callerWithSession(database.db);
    const tracks = await caller.progress.tracks();
    expect(tracks.map((t) => t.id)).toEqual(['crypto-foundations', 'security-basics', 'practical-guides']);
    expect(tracks[0]!.items).toHaveLength(lessons.length);
    expect(tracks[0]!.items.every((item) => item.quiz)).toBe(true);
    expect(tracks[1]!.items.some((item) => item.quiz)).toBe(false);
    expect((await caller.progress.quiz({ slug: 'defi' })).questions.length).toBeGreaterThanOrEqual(3);
    await expect(caller.progress.quiz({ slug: 'common-scams' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('certificates', () => {
  it('are issued only for a completed track, once, under the account name, and verify by code', async () => {
    const { caller, account } = await signedInCaller(database.db);
    await expect(caller.certificates.issue({ track: 'crypto-foundations' })).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });
    await expect(caller.certificates.issue({ track: 'no-such-track' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Every lesson done but one quiz missing: still refused.
    for (const lesson of lessons) await caller.progress.set({ collection: 'lessons', slug: lesson.slug, done: true });
    for (const lesson of lessons.slice(1)) await caller.progress.submitQuiz({ slug: lesson.slug, answers: correctAnswers(lesson.slug) });
    await expect(caller.certificates.issue({ track: 'crypto-foundations' })).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });
    await caller.progress.submitQuiz({ slug: lessons[0]!.slug, answers: correctAnswers(lessons[0]!.slug) });
    const certificate = await caller.certificates.issue({ track: 'crypto-foundations' });
    expect(certificate.code).toMatch(/^[A-Z2-7]{16}$/);
    expect(certificate).toMatchObject({ name: account.fullName, track: { id: 'crypto-foundations', title: 'Crypto Foundations' } });
    expect(await caller.certificates.issue({ track: 'crypto-foundations' })).toEqual(certificate);
    expect(await caller.certificates.mine()).toEqual([certificate]);

    const { caller: anyone } = await callerWithSession(database.db);
    expect(await anyone.certificates.byCode({ code: certificate.code.toLowerCase() })).toEqual(certificate);
    for (const code of ['AAAAAAAAAAAAAAAA', 'x', "' OR 1=1 --", certificate.code.slice(1), `${certificate.code}A`]) {
      await expect(anyone.certificates.byCode({ code }), code).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('another learner cannot see or get them; they go with the account, with its progress', async () => {
    const ann = await signedInCaller(database.db);
    const ben = await signedInCaller(database.db);
    for (const page of contentCollections.security) await ann.caller.progress.set({ collection: 'security', slug: page.slug, done: true });
    await ann.caller.certificates.issue({ track: 'security-basics' });
    expect(await ben.caller.certificates.mine()).toEqual([]);
    await expect(ben.caller.certificates.issue({ track: 'security-basics' })).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });

    const exported = await ann.caller.account.export();
    expect(exported.progress).toHaveLength(contentCollections.security.length);
    expect(exported.certificates.map((c) => c.track.id)).toEqual(['security-basics']);

    await database.db.delete(users).where(eq(users.id, ann.account.id));
    for (const table of [lessonProgress, quizPasses, certificates]) {
      expect(await database.db.select().from(table).where(eq(table.userId, ann.account.id))).toEqual([]);
    }
  });
});
