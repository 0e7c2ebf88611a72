/**
 * A CSV file sent as it is read (`stream.pipeline` over the keyset batches): headers first, then
 * each batch of text once the response has drained (backpressure), so a large export costs the server one batch of memory, not the file.
 * Used by the subscriber and enrollment exports (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { fieldIssuesOf } from '../trpc/init';
import { normalizeErrorBody } from './error-body';

type Caller = ReturnType<AppRouter['createCaller']>;

export const UTF8_BOM = '\uFEFF';

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
      // An input refusal carries the schema's issues (its message is their JSON) or its field's: readable, as elsewhere.
      res.status(status).json(normalizeErrorBody(status, { message: err.message, code: err.code, issues: fieldIssuesOf(err) }));
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
  async function* text() {
    // UTF-8's byte-order mark first: Excel opens a CSV without one in the computer's old code page,
    // and "Marie-Thérèse" read as "Marie-ThÃ©rÃ¨se" (probe 24, D5). Other readers skip it.
    yield Buffer.from(UTF8_BOM + file.header);
    yield* file.batches;
  }
  // pipeline reads the next batch only when the response drained, and stops reading (ending the
  // generator, so no further batch is queried) when the client leaves.
  try {
    await pipeline(Readable.from(text(), { objectMode: false }), res);
  } catch (err) {
    // The client went away, or the database failed mid-file: the answer cannot change any more.
    (req.log ?? console).warn({ err }, `${file.label} ended early`);
    if (!res.writableEnded) res.destroy();
  }
}
