/**
 * Migration 0021 on an existing install: enrollments made before an enrollment kept its price take
 * their course's price of the day, and every later write must give one (not null, never negative).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { executeRows } from './execute-rows';
import { migrationsFolder, type Database } from './client';
import { enrollments } from './schema';

const MIGRATION = '0021_enrollment_price';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0021: an enrollment keeps its price', () => {
  it('fills the price of enrollments made before it from their course, then requires one', async () => {
    const learner = await createAccount(database.db);
    const [course] = await executeRows<{ id: number }>(
      database.db,
      sql`insert into courses (title, description, level, duration, price, download_url)
          values ('Old course', 'Made before the migration', 'Beginner', '1 week', 3500, 'https://example.com/c.pdf') returning id`,
    );
    // The install as before: no price column (its index and check go with it).
    await database.db.execute(sql`alter table enrollments drop column price cascade`);
    await database.db.execute(sql`create index enrollments_confirmed_decided_at_idx on enrollments (decided_at, payment_method, course_id)
      where payment_status = 'confirmed'`);
    await database.db.execute(
      sql`insert into enrollments (user_id, course_id, payment_method, payment_code) values (${learner.id}, ${course!.id}, 'cash', 'DCE-OLD1')`,
    );

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    expect(journal.entries.map((e) => e.tag)).toContain(MIGRATION);
    const file = readFileSync(path.join(migrationsFolder, `${MIGRATION}.sql`), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    const [row] = await database.db.select({ price: enrollments.price }).from(enrollments).where(eq(enrollments.paymentCode, 'DCE-OLD1'));
    expect(row?.price).toBe(3500);
    await expect(
      database.db.execute(sql`insert into enrollments (user_id, course_id, payment_method, payment_code, payment_status)
        values (${learner.id}, ${course!.id}, 'cash', 'DCE-OLD2', 'rejected')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into enrollments (user_id, course_id, price, payment_method, payment_code, payment_status)
        values (${learner.id}, ${course!.id}, -1, 'cash', 'DCE-OLD3', 'rejected')`),
    ).rejects.toThrow();
    const indexes = await executeRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where indexname = 'enrollments_confirmed_decided_at_idx'`,
    );
    expect(indexes[0]?.indexdef).toContain('decided_at, payment_method, price');
  });
});
