import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer, signedInClient } from '../../../test/http';
import type { Database } from '../db/client';
import { images } from '../db/schema';
import { auditLog } from '../db/schema';
import { MAX_IMAGE_BYTES } from '../../shared/image-variants';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let learner: ReturnType<typeof createClient>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
  learner = await signedInClient(server.baseUrl, database.db, 'user');
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function upload(cookie: string, bytes: Buffer | Uint8Array, name = 'cover.png', headers: Record<string, string> = {}) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.baseUrl}/api/admin/images`, {
    method: 'POST',
    body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, json, headers: res.headers };
}

const photoWithExif = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: '#1e3a8a' } })
    .withExif({ IFD0: { Copyright: 'Secret place', Artist: 'Someone' } })
    .png()
    .toBuffer();

describe('POST /api/admin/images', () => {
  it('refuses anonymous (401), learners (403) and posts from another site (403)', async () => {
    const png = await photoWithExif();
    expect((await upload('', png)).status).toBe(401);
    expect((await upload(learner.cookie, png)).status).toBe(403);
    const crossSite = await upload(admin.cookie, png, 'cover.png', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.message).toMatch(/other sites/);
    expect((await upload(admin.cookie, png, 'cover.png', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('refuses garbage bytes with an image name (400), a GIF (400), JSON (415) and a file over the limit (413)', async () => {
    const garbage = await upload(admin.cookie, Buffer.from('this is not a picture at all'), 'photo.jpg');
    expect(garbage.status).toBe(400);
    expect(garbage.json.message).toMatch(/JPEG, PNG or WebP/);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    expect((await upload(admin.cookie, gif, 'photo.png')).status).toBe(400);
    expect((await admin.post('/api/admin/images', { file: 'x' })).status).toBe(415);
    const huge = await upload(admin.cookie, Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1), 'huge.png');
    expect(huge.status).toBe(413);
    expect(huge.json.message).toMatch(/at most 8 MB/);
    const noFile = await fetch(`${server.baseUrl}/api/admin/images`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(noFile.status).toBe(400);
  });

  it('stores a real PNG: 201, WebP and AVIF variants served immutable, EXIF gone, audited', async () => {
    const png = await photoWithExif();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await upload(admin.cookie, png);
    expect(res.status).toBe(201);
    const variants = res.json.variants as { format: string; width: number; url: string }[];
    expect(variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(['avif-480', 'avif-960', 'webp-480', 'webp-960']);
    expect(res.json.url).toMatch(/^\/media\/images\/[0-9a-f]{64}-960\.webp$/);
    for (const v of variants) {
      const served = await fetch(server.baseUrl + v.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${v.format}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
    }
    const rows = await database.db.select().from(images);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ width: 1000, height: 600, id: res.json.id });
    const audits = await database.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'image.upload')).toBe(true);
    // The same picture again is the same image.
    const again = await upload(admin.cookie, png);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(res.json.id);
    expect((await fetch(`${server.baseUrl}/media/images/${'0'.repeat(64)}-480.webp`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);

    // One name per variant, and a revalidating proxy is answered 304 without the bytes (probe 75, F3).
    const first = variants.find((v) => v.width === 480 && v.format === 'webp')!;
    for (const spelling of [first.url.replace('-480.', '-0480.'), first.url.replace('-480.', '-00480.')])
      expect((await fetch(server.baseUrl + spelling)).status, spelling).toBe(404);
    const etag = (await fetch(server.baseUrl + first.url)).headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(server.baseUrl + first.url, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(server.baseUrl + first.url, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('a complete, very tall picture is stored with the variants that can be written; one too tall for any is refused as too tall (probe 23, D4)', async () => {
    const tall = await sharp({ create: { width: 1080, height: 20_000, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const res = await upload(admin.cookie, tall, 'long.png');
    expect(res.status).toBe(201);
    expect(res.json.url).toMatch(/^\/media\/images\/[0-9a-f]{64}-480\.webp$/);
    expect((res.json.variants as { width: number }[]).map((v) => v.width)).toEqual([480, 480]);
    expect((await fetch(server.baseUrl + String(res.json.url))).status).toBe(200);

    const sliver = await sharp({ create: { width: 2, height: 20_000, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const refused = await upload(admin.cookie, sliver, 'sliver.png');
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/^The picture is too tall for its width/);
  }, 60_000);

  it('is described in /api/openapi.json', async () => {
    const doc = (await admin.get('/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/admin/images']?.post).toBeDefined();
  });
});
