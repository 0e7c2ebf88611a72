/**
 * The queue's "Duplicate" flag (another enrollment carries the same payment reference): a bank
 * reference is the same whatever its letter case and the spaces around it (the probe of
 * 2026-11-29, D3), on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { executeRows } from '../db/execute-rows';
import { listPendingEnrollments } from './enrollment-queue';

let database: TestDatabase;
let courseId: number;
let code = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [course] = await executeRows<{ id: number }>(
    database.db,
    sql`insert into courses (title, description, level, duration, price, download_url)
        values ('Duplicate course', 'About references', 'Beginner', '1 week', 4999, 'https://example.com/c.pdf') returning id`,
  );
  courseId = course!.id;
});
afterAll(async () => {
  await database.close();
});

/** A new learner's pending enrollment with this reference, stored as given (older rows were not trimmed). */
async function pendingWith(reference: string | null): Promise<number> {
  const learner = await createAccount(database.db);
  code += 1;
  const [row] = await executeRows<{ id: number }>(
    database.db,
    sql`insert into enrollments (user_id, course_id, price, payment_method, payment_code, payment_reference)
        values (${learner.id}, ${courseId}, 4999, 'mobanking', ${`DCE-D${code}`}, ${reference}) returning id`,
  );
  return row!.id;
}

async function flagged(ids: number[]): Promise<(boolean | undefined)[]> {
  const rows = await listPendingEnrollments(database.db, { limit: 1000 });
  const byId = new Map(rows.map((row) => [row.id, row.duplicateReference]));
  return ids.map((id) => byId.get(id));
}

describe('the duplicate payment reference flag', () => {
  it('flags both learners when their references differ only by letter case', async () => {
    const upper = await pendingWith('MB-778812');
    const lower = await pendingWith('mb-778812');
    expect(await flagged([upper, lower])).toEqual([true, true]);
  });

  it('flags references that differ only by the spaces around them', async () => {
    const spaced = await pendingWith('  Tx-55 ');
    const plain = await pendingWith('TX-55');
    expect(await flagged([spaced, plain])).toEqual([true, true]);
  });

  it('does not flag different references, nor a missing or empty one', async () => {
    const one = await pendingWith('MB-100001');
    const other = await pendingWith('MB-100002');
    const prefix = await pendingWith('MB-10000');
    const none = [await pendingWith(null), await pendingWith(null)];
    const empty = [await pendingWith(''), await pendingWith('  ')];
    expect(await flagged([one, other, prefix, ...none, ...empty])).toEqual([false, false, false, false, false, false, false]);
  });
});
