/**
 * A subscriber search reads its matches once and cuts the page from them (issue 17: the trigram
 * scan over a million addresses is the cost). The page, its order and the bounded total must be
 * what two separate reads gave.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { SEARCH_COUNT_AHEAD } from '../services/list-counts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // 1,030 matching addresses, one a minute apart (the newest is match1030), and 20 that do not match.
  await database.db.execute(sql`
    insert into subscribers (email, subscribed, unsubscribe_token, subscribed_at)
      select 'match' || g || '@example.com', g % 3 <> 0, md5('m' || g), now() - ((2000 - g) || ' minutes')::interval
      from generate_series(1, 1030) g`);
  await database.db.execute(sql`
    insert into subscribers (email, subscribed, unsubscribe_token)
      select 'other' || g || '@example.org', true, md5('o' || g) from generate_series(1, 20) g`);
});
afterAll(async () => {
  await database.close();
});

describe('subscriber search', () => {
  it('pages newest first with an exact total under the cap, and says "at least" past it', async () => {
    const { caller } = await signedInCaller(database.db, 'admin');
    const page2 = await caller.subscribers.list({ page: 2, pageSize: 10, q: 'match10' });
    // match10, match100..match109, match1000..match1030: 1 + 10 + 31 = 42 matches.
    expect(page2.total).toBe(42);
    expect(page2.totalIsLowerBound).toBe(false);
    expect(page2.items.map((s) => s.email)).toEqual(
      ['1020', '1019', '1018', '1017', '1016', '1015', '1014', '1013', '1012', '1011'].map((n) => `match${n}@example.com`),
    );
    const wide = await caller.subscribers.list({ page: 1, pageSize: 25, q: 'match' });
    expect(wide.total).toBe(SEARCH_COUNT_AHEAD);
    expect(wide.totalIsLowerBound).toBe(true);
    expect(wide.items[0]?.email).toBe('match1030@example.com');
    expect(wide.items).toHaveLength(25);
    expect(wide.counts.total).toBe(1050);
  });
});
