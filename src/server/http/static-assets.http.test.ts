import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashedAssets, rootFiles } from './static-assets';

const source = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});`;
let dir: string;
let server: Server;
let base: string;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dce-assets-'));
  writeFileSync(path.join(dir, 'chunk-Ab12.js'), source);
  writeFileSync(path.join(dir, 'chunk-Ab12.js.br'), brotliCompressSync(source));
  writeFileSync(path.join(dir, 'chunk-Ab12.js.gz'), gzipSync(source));
  const app = express();
  app.use(compression()); // as in the real app: it must not compress twice
  app.use('/assets', hashedAssets(dir));
  // The build's root: an icon; everything else is a page.
  const root = path.join(dir, 'root');
  mkdirSync(root);
  writeFileSync(path.join(root, 'icon-192.png'), 'an icon');
  app.use(rootFiles(root));
  app.use((_req, res) => void res.type('text/plain').send('a page'));
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `${origin}/assets`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes as sent (Node's fetch would decompress them). */
function raw(file: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${base}/${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('hashed client assets', () => {
  it('are sent as the prebuilt brotli file, else the gzip one, else plain, cached for a year', async () => {
    const br = await raw('chunk-Ab12.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);

    const gz = await raw('chunk-Ab12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);

    const plain = await raw('chunk-Ab12.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });

  it('a missing asset is a 404, not an error', async () => {
    const missing = await raw('chunk-missing.js', 'br');
    expect(missing.status).toBe(404);
  });
});

describe('files at the build root', () => {
  it('are served by their names, and a page never asks the disk whether a file of its name exists', async () => {
    const stat = vi.spyOn(fs, 'stat');
    try {
      const page = await fetch(`${origin}/profile`);
      expect(await page.text()).toBe('a page');
      const absent = await fetch(`${origin}/favicon.ico`);
      expect(await absent.text()).toBe('a page');
      expect(stat).not.toHaveBeenCalled();

      const icon = await fetch(`${origin}/icon-192.png`);
      expect(icon.status).toBe(200);
      expect(await icon.text()).toBe('an icon');
      expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });
});
