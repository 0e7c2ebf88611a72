/**
 * A CSV file sent as it is read: headers first, then each batch of text once the response has
 * drained (backpressure), so a large export costs the server one batch of memory, not the file.
 * Used by the subscriber and enrollment exports (docs/decisions/2026-11-25-admin-lists-at-scale.md).
 */
import type { Request, Response } from 'express';

export async function sendCsvDownload(
  req: Request,
  res: Response,
  file: { filename: string; header: string; batches: AsyncIterable<Buffer>; label: string },
): Promise<void> {
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
