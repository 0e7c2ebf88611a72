/**
 * A small, bounded load generator for the fault tests: `workers` loops, each sending one request
 * at a time over keep-alive connections (Node's fetch), until told to stop or until the server
 * refuses a new connection. Every answer and every failure is recorded.
 */
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

function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

export function startLoad(opts: LoadOptions) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let counter = 0;
  const deadline = Date.now() + opts.maxMs;
  const worker = async (id: number) => {
    for (let i = 0; !stopped && Date.now() < deadline; i++) {
      const isWrite = (i + id) % opts.writeEvery === 0;
      const token = isWrite ? `t${id}x${counter++}x${Date.now()}` : undefined;
      const request = isWrite ? opts.write(token!) : { path: opts.reads[(i + id) % opts.reads.length]!, body: undefined };
      const startedAt = Date.now();
      try {
        const res = await fetch(opts.baseUrl + request.path, {
          method: isWrite ? 'POST' : 'GET',
          headers: isWrite ? { 'content-type': 'application/json' } : {},
          body: isWrite ? JSON.stringify(request.body) : undefined,
        });
        const body = await res.text();
        outcomes.push({
          kind: isWrite ? 'write' : 'read',
          path: request.path,
          token,
          status: res.status,
          startedAt,
          ms: Date.now() - startedAt,
          ...(res.status >= 400 && { contentType: res.headers.get('content-type') ?? '', retryAfter: res.headers.get('retry-after'), body }),
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
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
