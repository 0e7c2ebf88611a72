import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { brotliRefinements, sendStored, type StoredBody } from './stored-answer';

/**
 * A page-like body: repetitive markup with some noise, so quality 11 beats quality 5. The noise is
 * derived from the seed, not random: with random bytes about one small body in 2,000 came out larger
 * at quality 11, kept its quick copy, and failed "past it an answer keeps its quick copy" (CI, 2026-11-29).
 */
function pageBody(seed: number, items = 400): Buffer {
  const parts: string[] = [];
  for (let i = 0; i < items; i++)
    parts.push(
      `<li class="card card-${i % 7}"><a href="/news/${seed}-${i}">Article ${i} ${createHash('sha256').update(`${seed}-${i}`).digest('hex').slice(0, 6)}</a></li>`,
    );
  return Buffer.from(`<!doctype html><ul>${parts.join('')}</ul>`);
}

function entry(seed: number, refineBrotli: boolean, items?: number): StoredBody {
  return { status: 200, headers: ['Content-Type', 'text/html'], etag: `W/"${seed}"`, identity: pageBody(seed, items), refineBrotli };
}

/** Asks for the entry as a browser would (brotli accepted); returns the bytes sent. */
function hit(stored: StoredBody): Buffer {
  let sent: Buffer | undefined;
  const req = { method: 'GET', headers: { 'accept-encoding': 'gzip, br' } } as unknown as IncomingMessage;
  const res = { writeHead: () => res, end: (body?: Buffer) => (sent = body) } as unknown as ServerResponse;
  sendStored(req, res, stored);
  if (!sent) throw new Error('nothing was sent');
  return sent;
}

async function refinementsDone() {
  const deadline = Date.now() + 20_000;
  while (brotliRefinements().running || brotliRefinements().waiting > 0) {
    if (Date.now() > deadline) throw new Error('brotli refinements did not finish');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('stored answers: brotli copies', () => {
  it("a shared answer's quick brotli copy is replaced by brotli's best, one compression at a time", async () => {
    await refinementsDone();
    const entries = [1, 2, 3, 4, 5].map((n) => entry(n, true));
    const quick = entries.map(hit);
    // One on the thread pool, the rest waiting: four at once would take both cores of a small server.
    expect(brotliRefinements()).toEqual({ running: true, waiting: 4 });
    await refinementsDone();
    entries.forEach((e, i) => {
      expect(e.br).not.toBe(quick[i]);
      expect(e.br!.length).toBeLessThan(quick[i]!.length);
      expect(brotliDecompressSync(e.br!).equals(e.identity)).toBe(true);
    });
  });

  it('a signed-in answer (not marked for refinement) keeps its quick copy: nothing is queued for it', async () => {
    await refinementsDone();
    const personal = entry(10, false);
    const quick = hit(personal);
    expect(brotliRefinements()).toEqual({ running: false, waiting: 0 });
    // A shared answer asked for after it is refined; by then the personal one would have been too.
    const shared = entry(11, true);
    const sharedQuick = hit(shared);
    await refinementsDone();
    expect(shared.br).not.toBe(sharedQuick);
    expect(personal.br).toBe(quick);
    expect(hit(personal)).toBe(quick);
    expect(brotliDecompressSync(quick).equals(personal.identity)).toBe(true);
  });

  it('the waiting line is bounded: past it an answer keeps its quick copy', async () => {
    await refinementsDone();
    const many = Array.from({ length: 150 }, (_, n) => entry(100 + n, true, 20));
    const quick = many.map(hit);
    expect(brotliRefinements()).toEqual({ running: true, waiting: 100 });
    const last = many.at(-1)!;
    await refinementsDone();
    expect(last.br).toBe(quick.at(-1));
    expect(many[0]!.br).not.toBe(quick[0]);
  }, 60_000);
});

describe('stored answers: the encoding of a hit', () => {
  /** What sendStored sends for these request headers: its Content-Encoding, or null for none. */
  function hitEncoding(stored: StoredBody, acceptEncoding: string | undefined): string | null {
    let headers: string[] = [];
    const req = {
      method: 'GET',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    } as unknown as IncomingMessage;
    const res = { writeHead: (_status: number, sent: string[]) => (headers = sent), end: () => res } as unknown as ServerResponse;
    sendStored(req, res, stored);
    const at = headers.indexOf('Content-Encoding');
    return at === -1 ? null : headers[at + 1]!;
  }

  it('is what the compression middleware sends on a miss, q-values included (probe of 2026-11-29: br;q=0 got br)', async () => {
    const bodies = { large: pageBody(7), small: Buffer.from('{"ok":true}') };
    const app = express();
    app.use(compression());
    app.get('/:size', (req, res) => void res.type('text/html').send(bodies[req.params.size as keyof typeof bodies]));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const missEncoding = (path: string, acceptEncoding: string | undefined) =>
      new Promise<string | null>((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        httpGet({ host: '127.0.0.1', port, path, headers }, (res) => {
          res.resume();
          resolve(res.headers['content-encoding'] ?? null);
        }).on('error', reject);
      });
    const accepts = [
      undefined,
      '',
      'gzip, deflate, br, zstd',
      'gzip, br;q=0',
      'gzip;q=0',
      'br;q=0, gzip;q=0, identity',
      'br;q=0.5, gzip',
      '*',
      'identity',
      'deflate',
    ];
    try {
      for (const size of ['large', 'small'] as const) {
        const stored: StoredBody = { status: 200, headers: ['Content-Type', 'text/html'], etag: `W/"${size}"`, identity: bodies[size] };
        for (const accept of accepts) {
          const miss = await missEncoding(`/${size}`, accept);
          // A miss may use deflate, which hits do not keep: they answer such a client unencoded.
          expect(hitEncoding(stored, accept), `${size}, Accept-Encoding: ${accept}`).toBe(miss === 'deflate' ? null : miss);
        }
      }
      expect(hitEncoding({ status: 200, headers: [], etag: 'W/"x"', identity: bodies.large }, 'gzip, br;q=0')).toBe('gzip');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
