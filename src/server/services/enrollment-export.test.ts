/**
 * The accounting export read in keyset batches on (enrolled_at, id): every enrollment exactly once,
 * newest first, even where a batch ends among rows enrolled at the same instant or within the same
 * millisecond (a JavaScript Date would round those together and skip some), on PGlite and on
 * PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { executeRows } from '../db/execute-rows';
import { enrollmentCsvChunks, EXPORT_HEADER } from './enrollment-export';

let database: TestDatabase;
const LONG_NOTE = 'n'.repeat(300 * 1024);

beforeAll(async () => {
  database = await createTestDatabase();
  const learner = await createAccount(database.db, 'user', 'export_learner');
  const [course] = await executeRows<{ id: number }>(
    database.db,
    sql`insert into courses (title, description, level, duration, price, download_url)
        values ('Export course', 'About exports', 'Beginner', '1 week', 4999, 'https://example.com/c.pdf') returning id`,
  );
  // Rejected enrollments, so one learner may have many in one course.
  const times = [
    ...Array<string>(5).fill('2026-05-01 10:00:00.123456+00'), // the same instant: ids break the tie
    '2026-05-01 10:00:00.123001+00', // the same millisecond, other microseconds
    '2026-05-01 10:00:00.123999+00',
    '2026-05-01 10:00:00.123500+00',
    '2026-05-01 10:00:00.124+00',
    '2026-04-01 00:00:00+00',
  ];
  for (const [n, at] of times.entries()) {
    const notes = n === 2 ? '=HYPERLINK("http://evil.example")' : n === 7 ? LONG_NOTE : null;
    await database.db.execute(sql`
      insert into enrollments (user_id, course_id, price, payment_status, payment_method, payment_code, payment_reference, admin_notes, enrolled_at)
      values (${learner.id}, ${course!.id}, 4999, 'rejected', 'usdt', ${`DCE-X${n}`}, ${`TX-${n}`}, ${notes}, ${at}::timestamptz)`);
  }
});
afterAll(async () => {
  await database.close();
});

async function exportText(batch: number): Promise<string> {
  let text = EXPORT_HEADER;
  for await (const chunk of enrollmentCsvChunks(database.db, batch)) text += chunk.toString('utf8');
  return text;
}

/** The first cell of each data line (the enrollment id); the long note never contains a comma. */
const idsOf = (csv: string) =>
  csv
    .split('\n')
    .slice(1, -1)
    .map((line) => Number(line.split(',')[0]));

describe('enrollmentCsvChunks', () => {
  it('every enrollment once, newest first, whatever the batch size', async () => {
    const expected = (
      await executeRows<{ id: number }>(database.db, sql`select id from enrollments order by enrolled_at desc, id desc`)
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(10);
    for (const batch of [1, 2, 3, 4, 7, 1000]) expect(idsOf(await exportText(batch)), `batch of ${batch}`).toEqual(expected);
  });

  it('writes the accounting cells: the method in words, the amount due in US$, EC$ and USDT, ISO dates in Dominica time, formula cells neutralised, a note longer than the buffer whole', async () => {
    const csv = await exportText(3);
    expect(csv.split('\n')[0]).toBe(
      'enrollment_id,payment_code,status,method,amount_usd,amount_xcd,amount_usdt,course,learner,email,payment_reference,enrolled_at,decided_at,notes,sample_course',
    );
    const line = (code: string) => csv.split('\n').find((l) => l.includes(`,${code},`))!;
    expect(line('DCE-X9')).toMatch(
      /^\d+,DCE-X9,rejected,USDT,49\.99,134\.97,49\.99,Export course,Learner \d+,export_learner@example\.com,TX-9,2026-03-31T20:00:00\.000-04:00,,,$/,
    );
    expect(line('DCE-X2')).toContain(`,"'=HYPERLINK(""http://evil.example"")"`);
    expect(line('DCE-X7').endsWith(`,${LONG_NOTE},`)).toBe(true);
    expect(line('DCE-X5')).toContain(',2026-05-01T06:00:00.123-04:00,');
  });

  it("marks a sample course's enrollments and gives them no amount: nothing was paid for them (probe 67, F1)", async () => {
    const learner = await createAccount(database.db, 'user', 'sample_learner');
    const [course] = await executeRows<{ id: number }>(
      database.db,
      sql`insert into courses (title, description, level, duration, price, download_url, demo)
          values ('Sample export course', 'A sample', 'Beginner', '1 week', 7999, 'https://example.com/s.pdf', true) returning id`,
    );
    await database.db.execute(sql`
      insert into enrollments (user_id, course_id, price, payment_status, payment_method, payment_code, decided_at)
      values (${learner.id}, ${course!.id}, 7999, 'confirmed', 'cash', 'DCE-SMPL', now())`);
    const line = (await exportText(1000)).split('\n').find((l) => l.includes(',DCE-SMPL,'))!;
    expect(line).toMatch(/^\d+,DCE-SMPL,confirmed,Cash \(in-office\),0\.00,0\.00,0\.00,Sample export course,.*,yes$/);
  });
});
