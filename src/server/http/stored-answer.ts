/**
 * A rendered answer kept in memory and replayed, for the answer cache (answer-cache.ts): capturing
 * the bytes a handler writes, the headers worth replaying (a CSP nonce becomes the hashes of the
 * page's inline scripts), one body per encoding compressed the first time it is asked for,
 * ETag/304, and one writeHead per hit.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Response } from 'express';
import Negotiator from 'negotiator';
import { inlineScriptHashes, replaceNonce } from './stored-csp';

/** Text answers: the cache decides their Cache-Control and Vary, and compresses them. */
export const CACHEABLE_TYPE = /^(text\/(html|plain|calendar)|application\/(json|xml|rss\+xml|atom\+xml))\b/;
/**
 * Drawn images (the share previews, share/preview-image-route.ts) are kept too, under the same
 * rule, but sent as they are, with the Cache-Control their handler chose.
 */
const KEPT_IMAGE_TYPE = /^image\/png\b/;

/** Whether an answer of this Content-Type may be kept at all. */
export const isKeptType = (type: string) => CACHEABLE_TYPE.test(type) || KEPT_IMAGE_TYPE.test(type);

/**
 * Headers a hit does not replay: they belong to each response (or are set by the hit itself).
 * Everything else is replayed, so a hit carries the same security headers as the render it copies.
 */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'date',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
  'vary',
  'cache-control',
  'x-cache',
]);

type Encoding = 'br' | 'gzip' | 'identity';

export interface StoredBody {
  status: number;
  /** Everything but the body's encoding and length, flat ([name, value, ...]) for writeHead. */
  headers: string[];
  etag: string;
  identity: Buffer;
  /** An image: sent as it is, never compressed again. */
  binary?: boolean;
  /** Made the first time a hit asks for them (most entries are only ever read by browsers: br). */
  gzip?: Buffer;
  br?: Buffer;
  /**
   * Worth brotli's best (quality 11, ~150 ms of CPU for a page) after the quick copy: an answer
   * shared by every reader. A signed-in answer is read by one visitor for seconds; after a class
   * signs in at once, 200 of those refinements would take the CPU from the renders they wait for.
   */
  refineBrotli?: boolean;
}

export function etagFor(body: Buffer) {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the client says it holds `etag`'s bytes (If-None-Match; a reload's `no-cache` does not change that). */
export function matchesEtag(req: IncomingMessage, etag: string) {
  const header = req.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];
/** The compression middleware's default: smaller bodies go as they are (an encoding would only add bytes). */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * negotiator's documented `encoding(available, preferred)` (its README, 0.6.4; compression 1.8
 * calls it so), whose second argument @types/negotiator 0.6 leaves out.
 */
const encodingWithPreference: (this: Negotiator, available: readonly string[], preferred: readonly string[]) => string | undefined =
  Negotiator.prototype.encoding;
/** Among encodings the client rates equally, the smallest (as the compression middleware of a miss prefers). */
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding the client rates highest (q-values included: `br;q=0` refuses br), as the
 * compression middleware chooses on a miss, with the same negotiator and threshold: a hit answers
 * like a miss.
 */
function chooseEncoding(req: IncomingMessage, entry: StoredBody): Encoding {
  if (entry.binary || !req.headers['accept-encoding'] || entry.identity.length < COMPRESSION_THRESHOLD_BYTES) return 'identity';
  const chosen = encodingWithPreference.call(new Negotiator(req), ENCODINGS, PREFERRED);
  return ENCODINGS.find((encoding) => encoding === chosen) ?? 'identity';
}

/** The response headers worth replaying; a CSP nonce becomes the hashes of the body's inline scripts. */
export function storedHeaders(res: Response, body: Buffer): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (PER_RESPONSE_HEADERS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    if (name === 'content-security-policy') {
      const html = /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''));
      headers.push([name, replaceNonce(String(value), html ? inlineScriptHashes(body.toString('utf8')) : [])]);
    } else {
      headers.push([name, String(value)]);
    }
  }
  return headers;
}

/** The entry's body in `encoding`, compressed the first time it is asked for. */
function bodyIn(entry: StoredBody, encoding: Encoding): Buffer {
  if (encoding === 'identity') return entry.identity;
  if (encoding === 'gzip') return (entry.gzip ??= gzipSync(entry.identity, { level: 9 }));
  if (entry.br) return entry.br;
  // Quick brotli now (a few ms); brotli's best (~10 % smaller) later, one at a time, if worth it.
  const quick = brotliCompressSync(entry.identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  entry.br = quick;
  if (entry.refineBrotli) refineLater(entry);
  return quick;
}

/**
 * Entries waiting for brotli's best. One compression at a time on the thread pool: four at once
 * (the pool's size) would take both cores of a small server from the requests. Bounded: past
 * `MAX_WAITING` an entry keeps its quick copy.
 */
const waiting: StoredBody[] = [];
const MAX_WAITING = 100;
let refining = false;

function refineLater(entry: StoredBody) {
  if (waiting.length >= MAX_WAITING) return;
  waiting.push(entry);
  if (!refining) refineNext();
}

function refineNext() {
  const entry = waiting.shift();
  refining = entry !== undefined;
  if (!entry) return;
  brotliCompress(
    entry.identity,
    { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length } },
    (err, best) => {
      if (!err && entry.br && best.length <= entry.br.length) entry.br = best;
      refineNext();
    },
  );
}

/** How many kept answers wait for brotli's best, and whether one is being compressed (for tests). */
export function brotliRefinements() {
  return { waiting: waiting.length, running: refining };
}

/**
 * One writeHead with the entry's header list instead of twenty setHeader calls: a hit is the
 * site's hottest path.
 */
/** `cacheControl`: sent instead of the stored Cache-Control (one counted down to an instant: answer-cache.ts). */
export function sendStored(req: IncomingMessage, res: ServerResponse, entry: StoredBody, requestId?: string, cacheControl?: string) {
  const headers = [...entry.headers];
  if (cacheControl !== undefined) {
    for (let i = 0; i < headers.length; i += 2) if (headers[i]?.toLowerCase() === 'cache-control') headers[i + 1] = cacheControl;
  }
  if (requestId) headers.push('X-Request-Id', requestId);
  if (matchesEtag(req, entry.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req, entry);
  const body = bodyIn(entry, encoding);
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Lets the response go out as usual and keeps a copy of the bytes written (up to `maxBytes`);
 * `onEnd` gets them when the handler ends the response (undefined when there were more).
 */
export function captureBody(res: Response, maxBytes: number, onEnd: (body: Buffer | undefined) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  // Given up: too long, or of a type no cache keeps (a CSV download): copy nothing more.
  let overflow = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (!isKeptType(String(res.getHeader('content-type') ?? ''))) {
      overflow = true;
      chunks.length = 0;
      return;
    }
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= maxBytes) chunks.push(buffer);
    else {
      overflow = true;
      chunks.length = 0;
    }
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const whole = !res.headersSent && chunks.length === 0;
    keep(chunk, rest[0]);
    const body = overflow ? undefined : Buffer.concat(chunks);
    onEnd(body);
    // Sent in one piece (a page, a JSON answer): it carries the ETag its kept copy will, so a
    // browser can revalidate the copy it got from this render against a hit; and when the browser
    // already holds these very bytes (its copy outlived the kept one), the answer is a 304 too.
    if (whole && body && body.length > 0 && !res.getHeader('etag')) {
      const etag = etagFor(body);
      res.setHeader('ETag', etag);
      if (res.statusCode === 200 && matchesEtag(res.req, etag)) {
        res.statusCode = 304;
        for (const name of ['content-type', 'content-length', 'transfer-encoding']) res.removeHeader(name);
        return end();
      }
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}
