/**
 * A CSV file sent as it is read: headers first, then each batch of text once the response has
 * drained (backpressure), so a large export costs the server one batch of memory, not the file.
 * Used by the subscriber and enrollment exports (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { normalizeErrorBody } from './error-body';

type Caller = ReturnType<AppRouter['createCaller']>;

export interface CsvFile {
  filename: string;
  header: string;
  batches: AsyncIterable<Buffer>;
  /** Names the export in the log line when a download ends early. */
  label: string;
}

/**
 * An export route: the procedure `gate` calls is its authorization and input check (a refusal is
 * the JSON error body with its status, as on every other route); what it answers says which file
 * to stream.
 */
export function csvExportHandler<Answer>(
  router: AppRouter,
  createContext: (req: Request, res: Response) => Promise<Context>,
  gate: (caller: Caller, req: Request) => Promise<Answer>,
  file: (answer: Answer, ctx: Context) => CsvFile,
) {
  return async (req: Request, res: Response) => {
    let ctx: Context;
    let answer: Answer;
    try {
      ctx = await createContext(req, res);
      answer = await gate(router.createCaller(ctx), req);
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      const status = getHTTPStatusCodeFromError(err);
      res.status(status).json(normalizeErrorBody(status, { message: err.message, code: err.code }));
      return;
    }
    await sendCsvDownload(req, res, file(answer, ctx));
  };
}

export async function sendCsvDownload(req: Request, res: Response, file: CsvFile): Promise<void> {
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
    .setHeader('Cache-Control', 'private, no-store');
  // Headers out first: the answer has begun, so the request deadline leaves this long download alone.
  res.flushHeaders();
  // One 'drain' and one 'close' listener for the whole download. The compression middleware hands
  // drain listeners to its zlib stream, and a `once` listener there is never removed (it removes
  // itself from `res`, where it is not): a listener per write piled up, each holding its batch's
  // text through its closure, and grew the process by ~180 MB over a million rows.
  let closed = false;
  let wake: (() => void) | undefined;
  const resume = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  res.on('drain', resume);
  res.once('close', () => {
    closed = true;
    resume();
  });
  // Resolves when the response can take more (at once, or at its next drain) or the client left.
  const write = (text: string | Buffer): Promise<void> =>
    res.write(text) || closed ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
  try {
    await write(file.header);
    for await (const batch of file.batches) {
      if (closed) return;
      await write(batch);
    }
    res.end();
  } catch (err) {
    // The client went away, or the database failed mid-file: the answer cannot change any more.
    (req.log ?? console).warn({ err }, `${file.label} ended early`);
    if (!res.writableEnded) res.destroy();
  }
}
