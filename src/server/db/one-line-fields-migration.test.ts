/**
 * Migration 0024 on an existing install: names, titles and payment references stored with line
 * breaks before one-line fields existed (probe 22, D2) are put on one line, as the schemas' line()
 * puts new input; text with none is left as it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { asOneLine } from '../../shared/schemas/common';
import { migrationsFolder, type Database } from './client';
import { contactMessages, users } from './schema';

const MIGRATION = '0024_one_line_fields';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0024: one-line fields', () => {
  it('puts stored names and subjects on one line, as line() does, and leaves other text alone', async () => {
    const forged = 'Marie Joseph\n\nPayment method: Mobile Banking\r\nPayment reference: BOD-884213\t(confirmed)\u2028x';
    const learner = await createAccount(database.db);
    const plain = await createAccount(database.db);
    await database.db.update(users).set({ fullName: forged }).where(eq(users.id, learner.id));
    await database.db
      .insert(contactMessages)
      .values({ name: 'Ann\nUsername: admin', email: 'ann@example.com', subject: 'Hi\r\nthere', message: 'Line one\nLine two' });

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    expect(journal.entries.map((e) => e.tag)).toContain(MIGRATION);
    const file = readFileSync(path.join(migrationsFolder, `${MIGRATION}.sql`), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    const [moved] = await database.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, learner.id));
    expect(moved?.fullName).toBe('Marie Joseph Payment method: Mobile Banking Payment reference: BOD-884213 (confirmed) x');
    expect(moved?.fullName).toBe(asOneLine(forged));
    const [untouched] = await database.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, plain.id));
    expect(untouched?.fullName).toBe(plain.fullName);
    const [message] = await database.db
      .select({ name: contactMessages.name, subject: contactMessages.subject, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ann@example.com'));
    // The message itself is many lines by nature and keeps them.
    expect(message).toEqual({ name: 'Ann Username: admin', subject: 'Hi there', message: 'Line one\nLine two' });
  });
});
