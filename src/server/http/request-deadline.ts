/**
 * Every request gets a deadline. A database that is frozen (the process stopped, a saturated
 * host, a network that swallows packets) does not refuse connections: it simply never answers,
 * and without a deadline every request waits as long as the freeze lasts. When the deadline
 * passes before the answer has begun:
 * - the request's pending queries are cancelled and its later ones fail at once, and its
 *   transactions roll back (db/query-scope.ts, db/guarded-client.ts), so a write the client was
 *   told failed is not carried out later;
 * - the client gets 503 with Retry-After in the shape it reads (unavailable-answer.ts);
 * - whatever the handler still writes when it finally unwinds is dropped: no second answer, no
 *   "write after end" error, no 500 in the log.
 * An answer that has begun (headers sent, e.g. a page streaming) is left alone: it is finishing.
 */
import type { NextFunction, Request, Response } from 'express';
import { QueryScope, runInQueryScope } from '../db/query-scope';
import type { Logger } from '../logger';

/** Well under the 6 s freeze of the finding, well over any healthy request (a page renders in ~50 ms). */
export const DEFAULT_REQUEST_DEADLINE_MS = 4_000;
/** With Vite's dev server (development, page tests), whose first compile of a page takes seconds. */
export const DEVELOPMENT_REQUEST_DEADLINE_MS = 30_000;

export interface RequestDeadlineOptions {
  ms: number;
  log: Logger;
  /** Writes the 503 (status, Retry-After, body). */
  sendUnavailable: (req: Request, res: Response) => void;
}

/** After the 503 went out, the handler's late writes go nowhere (and its status cannot change the log). */
function muteLateWrites(res: Response): void {
  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');
  const mute = {
    setHeader: () => res,
    appendHeader: () => res,
    removeHeader: () => {},
    writeHead: () => res,
    flushHeaders: () => {},
    write: (...args: unknown[]) => {
      callbackOf(args)?.();
      return true;
    },
    end: (...args: unknown[]) => {
      callbackOf(args)?.();
      return res;
    },
  };
  Object.assign(res, mute);
  const { statusCode } = res;
  Object.defineProperty(res, 'statusCode', { configurable: true, get: () => statusCode, set: () => {} });
}

export function requestDeadline(opts: RequestDeadlineOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = Date.now();
    const scope = new QueryScope(startedAt + opts.ms);
    const onDeadline = () => {
      if (res.headersSent) return; // the answer is under way (streaming): let it finish
      const abandoned = scope.expire();
      (req.log ?? opts.log).warn(
        { url: req.originalUrl.split('?')[0], method: req.method, afterMs: Date.now() - startedAt, ...abandoned },
        'request deadline passed: answered 503',
      );
      opts.sendUnavailable(req, res);
      muteLateWrites(res);
    };
    const timer = setTimeout(onDeadline, opts.ms);
    const settle = () => {
      clearTimeout(timer);
      // Work the request leaves behind after its answer (none today) is no longer bound to it.
      scope.release();
    };
    res.once('finish', settle);
    res.once('close', settle);
    runInQueryScope(scope, next);
  };
}
