/**
 * A small, bounded load generator for the fault tests: `workers` loops, each sending one request
 * at a time over its own keep-alive connection (node:http), until told to stop or until the server
 * refuses a new connection. Every answer and every failure is recorded.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

export interface Outcome {
  kind: 'read' | 'write';
  path: string;
  /** For writes: the unique token the write carried, to find it in the database afterwards. */
  token?: string;
  status?: number;
  /** For answers of 400 and more: what the client was shown. */
  contentType?: string;
  retryAfter?: string | null;
  body?: string;
  /** Set when no HTTP answer came back. */
  error?: string;
  startedAt: number;
  ms: number;
}

export interface LoadOptions {
  baseUrl: string;
  workers: number;
  reads: string[];
  /** Builds a write request carrying `token`. */
  write: (token: string) => { path: string; body: unknown };
  /** One request in `writeEvery` is a write. */
  writeEvery: number;
  /** Stop after this long at the most (a safety bound). */
  maxMs: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Connections that have carried a whole answer: the server had accepted them. */
const answered = new WeakSet<Socket>();

/**
 * One request over the load's keep-alive agent. A failure says whether its connection had ever
 * carried an answer. A listener that closes resets, in the kernel, every connection still waiting
 * in its accept queue, even one whose request was already written (a probe showed it: a busy
 * server closing its listener reset every such connection). Such a request never reached the
 * server, like a refused one; a reset on a connection that had answered before is one the server
 * had accepted, and dropped. (`req.reusedSocket` cannot say this: it is false for a request that
 * waited for a busy socket of the pool.)
 */
function send(agent: Agent, url: string, method: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let socket: Socket | undefined;
    const req = httpRequest(url, { agent, method, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        if (socket) answered.add(socket);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
      res.on('error', (err) => reject(Object.assign(err, { neverAnswered: false })));
    });
    req.on('socket', (s) => (socket = s));
    req.on('error', (err) => reject(Object.assign(err, { neverAnswered: !socket || !answered.has(socket) })));
    req.end(body);
  });
}

/** The `error` of a request reset on a connection that had never carried an answer: see `send`. */
export const NEVER_ACCEPTED = 'ECONNRESET on a connection never accepted';

function errorCode(err: unknown): string {
  const { code, neverAnswered } = err as { code?: string; neverAnswered?: boolean };
  if (code === 'ECONNRESET' && neverAnswered) return NEVER_ACCEPTED;
  return code ?? (err instanceof Error ? err.message : String(err));
}

export function startLoad(opts: LoadOptions) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let counter = 0;
  const deadline = Date.now() + opts.maxMs;
  // Keep-alive, as browsers and balancers connect: one connection per worker, reused.
  const agent = new Agent({ keepAlive: true, maxSockets: opts.workers });
  const worker = async (id: number) => {
    for (let i = 0; !stopped && Date.now() < deadline; i++) {
      const isWrite = (i + id) % opts.writeEvery === 0;
      const token = isWrite ? `t${id}x${counter++}x${Date.now()}` : undefined;
      const request = isWrite ? opts.write(token!) : { path: opts.reads[(i + id) % opts.reads.length]!, body: undefined };
      const startedAt = Date.now();
      try {
        const res = await send(agent, opts.baseUrl + request.path, isWrite ? 'POST' : 'GET', isWrite ? JSON.stringify(request.body) : undefined);
        outcomes.push({
          kind: isWrite ? 'write' : 'read',
          path: request.path,
          token,
          status: res.status,
          startedAt,
          ms: Date.now() - startedAt,
          ...(res.status >= 400 && {
            contentType: String(res.headers['content-type'] ?? ''),
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
            body: res.body,
          }),
        });
      } catch (err) {
        const code = errorCode(err);
        outcomes.push({ kind: isWrite ? 'write' : 'read', path: request.path, token, error: code, startedAt, ms: Date.now() - startedAt });
        if (code === 'ECONNREFUSED') return; // the listener is closed: this worker is done
      }
    }
  };
  const done = Promise.all(Array.from({ length: opts.workers }, (_, id) => worker(id)));
  return {
    outcomes,
    done,
    stop: async () => {
      stopped = true;
      await done;
      agent.destroy();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
