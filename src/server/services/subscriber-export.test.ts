/**
 * The export's CSV text, batch by batch: a batch longer than the reused buffer (long addresses)
 * spills and still comes out whole and in order, on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { executeRows } from '../db/execute-rows';
import { EXPORT_BATCH, subscriberCsvChunks } from './subscriber-export';

let database: TestDatabase;
const ROWS = EXPORT_BATCH + 10;
/** 240 characters before the domain: a batch of them is ~260 KB, more than the 256 KB buffer. */
const longAddress = (n: number) => `${String(n).padStart(8, '0')}${'x'.repeat(232)}@example.com`;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    insert into subscribers (email, subscribed, subscribed_at, unsubscribe_token)
    select lpad(g::text, 8, '0') || repeat('x', 232) || '@example.com', true, timestamptz '2026-03-04 05:06:07+00', 'long-' || g
    from generate_series(1, ${ROWS}) g`);
});
afterAll(async () => {
  await database.close();
});

describe('subscriberCsvChunks', () => {
  it('writes every row once, in id order, across a batch that outgrows its buffer', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of subscriberCsvChunks(database.db, null, (d) => d.toISOString())) chunks.push(chunk);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]!.length).toBeGreaterThan(256 * 1024);
    const lines = Buffer.concat(chunks).toString('utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(ROWS);
    expect(lines[0]).toBe(`${longAddress(1)},Active,2026-03-04T05:06:07.000Z,N/A`);
    expect(lines.map((line) => line.split(',')[0])).toEqual(Array.from({ length: ROWS }, (_, i) => longAddress(i + 1)));
  });

  it('reads only the chosen ids, and nothing for ids that do not exist', async () => {
    const [first] = await executeRows<{ id: number }>(database.db, sql`select min(id)::int as id from subscribers`);
    const chosen: Buffer[] = [];
    for await (const chunk of subscriberCsvChunks(database.db, [first!.id + 2, first!.id], (d) => d.toISOString())) chosen.push(chunk);
    expect(Buffer.concat(chosen).toString('utf8').split('\n').slice(0, -1).map((line) => line.split(',')[0])).toEqual([longAddress(1), longAddress(3)]);
    const none: Buffer[] = [];
    for await (const chunk of subscriberCsvChunks(database.db, [999_999_999], (d) => d.toISOString())) none.push(chunk);
    expect(none).toEqual([]);
  });
});
