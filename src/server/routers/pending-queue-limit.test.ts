/**
 * A payment queue of thousands (issue 17's volume: 1,000 pending of 200,000) is worked from its
 * front: the list answers the oldest PENDING_PAGE unless asked for more, and search still reaches
 * any of them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { PENDING_PAGE } from '../../shared/schemas/enrollments';
import type { Database } from '../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // 260 learners with one pending enrollment each, the oldest first by id.
  await database.db.execute(sql`
    insert into courses (title, description, level, duration, price, download_url)
      values ('Queue course', 'A course with a long queue.', 'Beginner', '1 week', 1000, 'https://m.example.com/q.zip')`);
  await database.db.execute(sql`
    insert into users (username, full_name, email, password_hash, role)
      select 'queue' || g, 'Queue Learner ' || g, 'queue' || g || '@example.com', 'x', 'user' from generate_series(1, 260) g`);
  await database.db.execute(sql`
    insert into enrollments (user_id, course_id, price, payment_status, payment_method, payment_code, enrolled_at)
      select u.id, (select id from courses where title = 'Queue course'), 1000, 'pending', 'cash', 'DCE-Q' || u.id,
             now() - ((1000 - u.id) || ' minutes')::interval
      from users u where u.username like 'queue%';
  `);
});
afterAll(async () => {
  await database.close();
});

describe('pending queue size', () => {
  it('answers the oldest PENDING_PAGE by default, more on request, and search reaches past the first page', async () => {
    const { caller } = await signedInCaller(database.db, 'admin');
    const first = await caller.enrollments.pending();
    expect(first).toHaveLength(PENDING_PAGE);
    const times = first.map((e) => new Date(e.enrolledAt).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(await caller.enrollments.pending({ limit: 1000 })).toHaveLength(260);
    const found = await caller.enrollments.pending({ q: 'Queue Learner 260' });
    expect(found.map((e) => e.user.fullName)).toEqual(['Queue Learner 260']);
    await expect(caller.enrollments.pending({ limit: 5000 })).rejects.toThrow('The limit must be a whole number from 1 to 1000');
  });
});
