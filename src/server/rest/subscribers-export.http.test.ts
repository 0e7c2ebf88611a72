/**
 * `GET /api/admin/subscribers/export`: the streamed newsletter_subscribers.csv (spec section 7's
 * header and cells), over more than one keyset batch, for admins only.
 */
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer, signedInClient } from '../../../test/http';
import type { Database } from '../db/client';
import { subscribers } from '../db/schema';
import { EXPORT_BATCH } from '../services/subscriber-export';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let learner: ReturnType<typeof createClient>;
const MANY = EXPORT_BATCH + 500;
let hostileId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
  learner = await signedInClient(server.baseUrl, database.db, 'user');
  // More rows than one batch; every tenth inactive, unsubscribed on a known day.
  await database.db.execute(sql`
    insert into subscribers (email, subscribed, subscribed_at, unsubscribed_at, unsubscribe_token)
    select 'reader' || g || '@example.com', g % 10 <> 0, timestamptz '2026-01-02 03:04:05+00',
           case when g % 10 = 0 then timestamptz '2026-02-03 04:05:06+00' end, 'token-' || g
    from generate_series(1, ${MANY}) g`);
  // The schemas never let such an address in; written straight to the table, the file must still be safe.
  const [hostile] = await database.db
    .insert(subscribers)
    .values({ email: '=HYPERLINK("http://evil.example","a,b")@example.com', unsubscribeToken: 'token-hostile' })
    .returning({ id: subscribers.id });
  hostileId = hostile!.id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** RFC 4180 as csv-stringify writes it (no CSV parser among the dependencies): quoted cells, "" for a quote. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('GET /api/admin/subscribers/export', () => {
  it('streams every subscriber in the spec format, in id order', async () => {
    const res = await admin.get('/api/admin/subscribers/export?locale=en-US&timeZone=UTC');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="newsletter_subscribers.csv"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = records(res.text);
    expect(rows[0]).toEqual(['Email', 'Status', 'Subscribed Date', 'Unsubscribed Date']);
    expect(rows).toHaveLength(1 + MANY + 1);
    expect(rows[1]).toEqual(['reader1@example.com', 'Active', '1/2/26, 3:04:05 AM', 'N/A']);
    expect(rows[10]).toEqual(['reader10@example.com', 'Inactive', '1/2/26, 3:04:05 AM', '2/3/26, 4:05:06 AM']);
    expect(rows[MANY]![0]).toBe(`reader${MANY}@example.com`);
  });

  it('gzipped, waits for each drain without leaving a listener per batch on the zlib stream', async () => {
    // Each batch (~60 KB) is more than zlib's buffer, so every write waits for a drain. A `once`
    // listener per write stayed on the zlib stream, holding its batch's text: memory grew with the
    // file (~180 MB over a million rows).
    const gzips: zlib.Gzip[] = [];
    const createGzip = zlib.createGzip;
    const spy = vi.spyOn(zlib, 'createGzip').mockImplementation((options) => {
      const stream = createGzip(options);
      gzips.push(stream);
      return stream;
    });
    try {
      const res = await admin.get('/api/admin/subscribers/export', { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(records(res.text)).toHaveLength(1 + MANY + 1);
    } finally {
      spy.mockRestore();
    }
    expect(gzips).toHaveLength(1);
    expect(gzips[0]!.listenerCount('drain')).toBeLessThanOrEqual(1);
  });

  it('quotes commas and quotes, and neutralises a formula cell', async () => {
    const res = await admin.get(`/api/admin/subscribers/export?ids=${hostileId}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""a,b"")@example.com"`);
    const rows = records(res.text);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(`'=HYPERLINK("http://evil.example","a,b")@example.com`);
  });

  it('exports only the chosen ids, dates in the asked locale and zone', async () => {
    const res = await admin.get('/api/admin/subscribers/export?ids=3,1,10&locale=en-GB&timeZone=America/Dominica');
    const rows = records(res.text);
    expect(rows.map((r) => r[0])).toEqual(['Email', 'reader1@example.com', 'reader3@example.com', 'reader10@example.com']);
    // 03:04:05 UTC is 23:04:05 the day before in Dominica (UTC-4).
    expect(rows[1]![2]).toBe('01/01/2026, 23:04:05');
  });

  it('refuses a bad id list with 400, and falls back to en-US in Dominica for an unknown or absent zone', async () => {
    expect((await admin.get('/api/admin/subscribers/export?ids=1,,2')).status).toBe(400);
    // A sentence, naming the field: not the schema's issues as JSON text (probe 16).
    for (const ids of ['abc', '', '1,,2', '123456789012345678901']) {
      const refused = await admin.get(`/api/admin/subscribers/export?ids=${ids}`);
      expect(refused.status, ids).toBe(400);
      const body = refused.json as unknown as { message: string; issues?: { path: string }[] };
      expect(body.message, ids).not.toMatch(/^\s*\[|"origin"|\{/);
      expect(body.issues?.[0]?.path, ids).toBe('ids');
    }
    expect((await admin.get(`/api/admin/subscribers/export?ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`)).status).toBe(
      400,
    );
    // 03:04:05 UTC: the site's zone, not the server's (probe 57, F5: an export sent before the page
    // was live, or without JavaScript, carries no zone and was dated in UTC, unlabelled).
    const res = await admin.get('/api/admin/subscribers/export?ids=1&timeZone=Mars/Olympus');
    expect(records(res.text)[1]![2]).toBe('1/1/26, 11:04:05 PM');
    const plain = await admin.get('/api/admin/subscribers/export?ids=1');
    expect(records(plain.text)[1]![2]).toBe('1/1/26, 11:04:05 PM');
  });

  it('is for admins only, with the JSON error body', async () => {
    const anon = await createClient(server.baseUrl).get('/api/admin/subscribers/export');
    expect(anon.status).toBe(401);
    expect(anon.json).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    const user = await learner.get('/api/admin/subscribers/export');
    expect(user.status).toBe(403);
    expect(user.text).not.toContain('reader1@example.com');
  });
});
