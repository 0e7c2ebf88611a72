/**
 * Finding 11: on PostgreSQL an enroll racing a course deletion answered 500 (a foreign-key
 * violation) and four parallel deletes of one course answered 200 four times with four audit
 * rows. Each round here runs the requests at once on separate connections (PostgreSQL) or
 * interleaved (PGlite); the outcomes must be the clean ones either way.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { FieldRefusal } from '../trpc/field-refusal';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const course = (n: number) => ({
  title: `Race course ${n}`,
  description: 'A course that is deleted while people enroll.',
  level: 'Beginner' as const,
  duration: '1 week',
  price: 1000,
  downloadUrl: 'https://example.com/materials.zip',
});

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? 'unknown';
  }
}

describe('races', () => {
  it('an enroll racing a deletion is created (and the course archived) or answered 404, never a 500', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    for (let round = 0; round < 8; round++) {
      const created = await admin.courses.create(course(round));
      const learners = await Promise.all([signedInCaller(database.db), signedInCaller(database.db)]);
      const results = await Promise.all([
        outcome(learners[0].caller.enrollments.enroll({ courseId: created.id, paymentMethod: 'cash' })),
        outcome(admin.courses.delete({ id: created.id })),
        outcome(learners[1].caller.enrollments.enroll({ courseId: created.id, paymentMethod: 'cash' })),
      ]);
      expect(results[1], `round ${round}: delete`).toBe('ok');
      for (const r of [results[0], results[2]]) expect(['ok', 'NOT_FOUND'], `round ${round}`).toContain(r);
    }
  });

  it('parallel deletes of one course: one succeeds, the others are 404, one audit row', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    for (let round = 0; round < 4; round++) {
      const created = await admin.courses.create(course(100 + round));
      const results = await Promise.all(Array.from({ length: 4 }, () => outcome(admin.courses.delete({ id: created.id }))));
      expect(
        results.filter((r) => r === 'ok'),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        results.filter((r) => r === 'NOT_FOUND'),
        `round ${round}`,
      ).toHaveLength(3);
      const audits = await database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'course'), eq(auditLog.targetId, String(created.id)), eq(auditLog.action, 'course.delete')));
      expect(audits).toHaveLength(1);
    }
  });

  it('parallel sign-ups, subscribers and articles that collide on a unique field: one is stored, the others are 409 at that field, never a 500', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    /** How a call ended: 'ok', or the error code and the field it names. */
    const ended = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (err: { code?: string; cause?: unknown }) =>
          `${err.code ?? 'unknown'} ${err.cause instanceof FieldRefusal ? err.cause.field : 'no field'}`,
      );
    for (let round = 0; round < 3; round++) {
      const name = `racer${round}_${Date.now().toString(36)}`;
      const signUps = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const { caller } = await callerWithSession(database.db);
          return ended(
            caller.auth.register({ username: name, fullName: 'Race Learner', email: `${name}${i}@example.com`, password: 'password123' }),
          );
        }),
      );
      const lists = await Promise.all(
        Array.from({ length: 4 }, () => ended(admin.subscribers.create({ email: `${name}@example.com`, subscribed: true }))),
      );
      const articles = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          ended(
            admin.blog.create({
              slug: `race-${name.replace('_', '-')}`,
              title: `Race article ${i}`,
              content: 'Race article body.',
              excerpt: 'A race article.',
              published: false,
            }),
          ),
        ),
      );
      for (const [outcomes, field] of [
        [signUps, 'username'],
        [lists, 'email'],
        [articles, 'slug'],
      ] as const) {
        expect(
          outcomes.filter((o) => o === 'ok'),
          `round ${round}: ${field}`,
        ).toHaveLength(1);
        expect(
          outcomes.filter((o) => o !== 'ok'),
          `round ${round}: ${field}`,
        ).toEqual(Array(3).fill(`CONFLICT ${field}`));
      }
    }
  });
});
