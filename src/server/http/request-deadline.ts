/**
 * Every request gets a deadline. A database that is frozen (the process stopped, a saturated
 * host, a network that swallows packets) does not refuse connections: it simply never answers,
 * and without a deadline every request waits as long as the freeze lasts. When the deadline
 * passes before the answer has begun:
 * - the request's transaction can no longer commit (db/commit-deadline.ts, which reads the deadline
 *   from `deadlineOf`), so a write the client was told failed is not carried out later;
 * - the client gets 503 with Retry-After in the shape it reads (unavailable-answer.ts);
 * - whatever the handler still writes when it finally unwinds is dropped: no second answer, no
 *   "write after end" error, no 500 in the log.
 * An answer that has begun (headers sent, e.g. a page streaming) is left alone: it is finishing.
 *
 * The deadline is for the server's own work, so it counts from when the request has all arrived:
 * a form posted from a phone on a poor link can take longer than the deadline to send its body,
 * and answering it "Temporarily unavailable" blamed the server for the network and made the
 * log read like a database outage (probe 75, F2). While the body is still coming the deadline
 * starts again; a body that never finishes is refused by Node's own `requestTimeout` (408).
 */
import type { NextFunction, Request, Response } from 'express';
import type { RequestDeadline } from '../db/commit-deadline';
import type { Logger } from '../logger';

/** Well under the 6 s freeze of the finding, well over any healthy request (a page renders in ~50 ms). */
export const DEFAULT_REQUEST_DEADLINE_MS = 4_000;
/** With Vite's dev server (development, page tests), whose first compile of a page takes seconds. */
export const DEVELOPMENT_REQUEST_DEADLINE_MS = 30_000;

export interface RequestDeadlineOptions {
  ms: number;
  log: Logger;
  /** Writes the 503 (status, Retry-After, body). */
  sendUnavailable: (req: Request, res: Response, opts: { unconfirmed?: boolean }) => void;
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

/**
 * How long the 503 waits, at the deadline, for a COMMIT already on its way and the answer that
 * follows it: a commit the server ran in time was answered before the deadline (commit-deadline.ts),
 * so its answer is here or nearly; one the server read too late is rolled back by the server.
 */
export const COMMIT_ANSWER_GRACE_MS = 1_000;

/** This request's deadline; undefined outside `requestDeadline`. */
export function deadlineOf(res: Response): RequestDeadline | undefined {
  return (res.locals as { deadline?: RequestDeadline }).deadline;
}

/** Resolves when the response ended, or after `ms`. */
function endedWithin(res: Response, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    res.once('finish', done);
    res.once('close', done);
  });
}

export function requestDeadline(opts: RequestDeadlineOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = Date.now();
    const deadline: RequestDeadline = { at: startedAt + opts.ms };
    (res.locals as { deadline?: RequestDeadline }).deadline = deadline;
    let timer: NodeJS.Timeout;
    const startAgain = () => {
      clearTimeout(timer);
      deadline.at = Date.now() + opts.ms;
      timer = setTimeout(() => void onDeadline(), opts.ms);
    };
    let awaitingBody = false;
    const onDeadline = async () => {
      if (res.headersSent) return; // the answer is under way (streaming): let it finish
      if (!req.complete) {
        // Counted again from the body's last byte, or from now if nobody reads it. Ahead of the
        // body's reader: it hands the body to the handler within its own 'end' listener, which
        // otherwise ran under the older deadline (seen as a CI failure of the slow-body test).
        if (!awaitingBody) req.prependOnceListener('end', startAgain);
        awaitingBody = true;
        return startAgain();
      }
      // A commit on its way: hear it and the handler's answer out rather than say "not stored".
      let unconfirmed = false;
      if (deadline.committing) {
        let failed = false;
        void deadline.committing.then((committed) => (failed = !committed));
        await endedWithin(res, COMMIT_ANSWER_GRACE_MS);
        // Unless the commit is known to have failed, the database may have run it (frozen
        // mid-commit): "not stored, try again" could then store the write twice
        // (test/faults/frozen-database.test.ts).
        unconfirmed = !failed;
      }
      if (res.headersSent) return;
      (req.log ?? opts.log).warn(
        { url: req.originalUrl.split('?')[0], method: req.method, afterMs: Date.now() - startedAt },
        unconfirmed
          ? 'request deadline passed with a commit unanswered: answered 503, outcome unknown'
          : 'request deadline passed: answered 503',
      );
      opts.sendUnavailable(req, res, { unconfirmed });
      muteLateWrites(res);
    };
    timer = setTimeout(() => void onDeadline(), opts.ms);
    const settle = () => clearTimeout(timer);
    res.once('finish', settle);
    res.once('close', settle);
    next();
  };
}
