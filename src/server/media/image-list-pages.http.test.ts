/**
 * The admin's list of pictures comes in pages (`GET /api/admin/images?before=<id>`): past the newest
 * IMAGE_LIST_LIMIT, older pictures were out of reach, so they could never be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import { images } from '../db/schema';
import { IMAGE_LIST_LIMIT } from '../../shared/schemas/images';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Listed = { id: number; width: number };
const page = async (query = '') => {
  const res = await admin.get(`/api/admin/images${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as Listed[];
};

describe('the list of uploaded pictures', () => {
  it('shows the newest first, a page at a time, and every picture is on some page', async () => {
    const total = IMAGE_LIST_LIMIT + 2;
    // Rows only (the list reads no files): widths number them in upload order.
    const rows = Array.from({ length: total }, (_, i) => ({ sha256: i.toString(16).padStart(64, '0'), width: i + 1, height: 1, bytes: 1 }));
    await database.db.insert(images).values(rows);

    const first = await page();
    expect(first).toHaveLength(IMAGE_LIST_LIMIT);
    expect(first[0]!.width).toBe(total);
    expect(first.map((p) => p.width)).toEqual([...first.map((p) => p.width)].sort((a, b) => b - a));

    const second = await page(`?before=${first.at(-1)!.id}`);
    expect(second.map((p) => p.width)).toEqual([2, 1]);
    expect(await page(`?before=${second.at(-1)!.id}`)).toEqual([]);
    expect(new Set([...first, ...second].map((p) => p.id)).size).toBe(total);
  });

  it('refuses a `before` that is not an id, naming it', async () => {
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await admin.get(`/api/admin/images?before=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.json), bad).toContain('before');
    }
    // Refused before any schema reads it (a NUL byte anywhere in a request: http/request-shape.ts).
    expect((await admin.get('/api/admin/images?before=%00')).status).toBe(400);
  });
});
