/** Issue 28: the three new reading pages are found by the site search, like every content page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { syncSearchDocuments } from '../search/sync';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await syncSearchDocuments(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('site search finds the new pages', () => {
  it('by words only those pages use', async () => {
    const { caller } = await callerWithSession(database.db);
    const urls = async (q: string) => (await caller.search.results({ q })).map((r) => r.url);
    expect(await urls('Creators Alliance')).toContain('/caribbean-focus/scams-in-the-region');
    expect(await urls('after a scam first hour')).toContain('/security/after-a-scam');
    expect(await urls('USDT from Dominica')).toContain('/guides/usdt-from-dominica');
  });
});
