/**
 * `POST /api/admin/images` (api.md): an admin uploads a cover picture as `multipart/form-data`
 * field `file`; the answer is `201 { id, url, variants: [{ format, width, url }] }`.
 *
 * Mounted by app.ts before the general request deadline (a phone sends 8 MB in more than 4 s, and
 * encoding AVIF takes a second or two) with a deadline of its own, and before the JSON-only CSRF
 * guard (a multipart body is the point here) with the same cross-site refusal that guard applies:
 * a post whose Origin or Sec-Fetch-Site names another site is refused (403), and the session cookie
 * is SameSite=Lax, so another site's form never carries it anyway.
 *
 * Order: who is asking first (401/403 before a byte of the body is read), then the body (413 past
 * the size limit), then what the bytes are (400 unless JPEG, PNG or WebP by content).
 */
import type { Request, Response } from 'express';
import multer from 'multer';
import { imageMainUrl, imageVariantUrl, MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES, variantWidths } from '../../shared/image-variants';
import type { ImageUploadResult } from '../../shared/schemas/images';
import { images, imageVariants } from '../db/schema';
import { crossSiteRefusal } from '../security/csrf';
import { recordAudit } from '../services/audit';
import type { Context } from '../trpc/context';
import { inMutationTransaction } from '../trpc/mutation-transaction';
import { hasAdminAccess, TWO_FACTOR_SETUP_REQUIRED } from '../trpc/procedures';
import { inspectImage, makeVariants, UnsupportedImageError } from './image-processing';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

export const IMAGE_UPLOAD_PATH = '/admin/images';

export interface ImageUploadDeps {
  publicUrl?: string;
  createContext: (req: Request, res: Response) => Promise<Context>;
}

function refuse(res: Response, status: number, code: string, message: string) {
  if (!res.headersSent) res.status(status).json({ message, code });
}

const receiveFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 10, fieldSize: 10_000 },
}).single('file');

/** Multer's verdict on the body, or null when it read one file (or none). */
function readBody(req: Request, res: Response): Promise<unknown> {
  return new Promise((resolve) => receiveFile(req, res, (err: unknown) => resolve(err ?? null)));
}

export function imageUploadHandler(deps: ImageUploadDeps) {
  return async (req: Request, res: Response) => {
    const refused = crossSiteRefusal(req, deps.publicUrl);
    if (refused) return refuse(res, 403, 'FORBIDDEN', refused);

    const ctx = await deps.createContext(req, res);
    if (!ctx.user) return refuse(res, 401, 'UNAUTHORIZED', SIGN_IN_REQUIRED);
    if (ctx.user.role !== 'admin') return refuse(res, 403, 'FORBIDDEN', 'You do not have permission to do this.');
    if (!hasAdminAccess(ctx.user)) return refuse(res, 403, 'FORBIDDEN', TWO_FACTOR_SETUP_REQUIRED);

    if (!/^multipart\/form-data\b/i.test(req.get('content-type') ?? ''))
      return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data in the field "file".');

    const problem = await readBody(req, res);
    if (problem instanceof multer.MulterError) {
      if (problem.code === 'LIMIT_FILE_SIZE')
        return refuse(res, 413, 'PAYLOAD_TOO_LARGE', `The picture is too large: at most ${MAX_IMAGE_MEGABYTES} MB.`);
      return refuse(res, 400, 'BAD_REQUEST', 'Send one picture in the field "file".');
    }
    // Busboy's own errors (no boundary, a body cut short): the request is malformed, not our fault.
    if (problem) return refuse(res, 400, 'BAD_REQUEST', 'The upload could not be read. Send the picture as multipart/form-data.');
    const file = req.file;
    if (!file || file.size === 0) return refuse(res, 400, 'BAD_REQUEST', 'Choose a picture to upload (field "file").');

    let result: ImageUploadResult;
    try {
      const image = await inspectImage(file.buffer);
      const variants = await makeVariants(file.buffer, image);
      // Through the mutations' own transaction: the session re-checked inside it, committed only
      // within the request's deadline, this process's cache told at commit.
      const { id } = await inMutationTransaction(ctx, async ({ db: tx }) => {
        // The same picture uploaded again is the same image (same variants, same URLs). Its row and
        // its files commit together; a deletion of the same picture holds the row until it is done.
        const [row] = await tx
          .insert(images)
          .values({ sha256: image.sha256, width: image.width, height: image.height, bytes: file.size, createdBy: ctx.user?.id ?? null })
          .onConflictDoUpdate({ target: images.sha256, set: { updatedAt: new Date() } })
          .returning({ id: images.id });
        if (!row) throw new Error('image insert returned no row');
        await tx
          .insert(imageVariants)
          .values(variants.map((v) => ({ sha256: image.sha256, width: v.width, format: v.format, bytes: v.bytes })))
          .onConflictDoNothing();
        await recordAudit(tx, {
          actorId: ctx.user?.id ?? null,
          action: 'image.upload',
          targetType: 'image',
          targetId: row.id,
          summary: { width: image.width, height: image.height, bytes: file.size, type: image.format },
        });
        return { ok: true as const, id: row.id };
      });
      result = {
        id,
        url: imageMainUrl(image.sha256, image.width, image.height),
        width: image.width,
        height: image.height,
        variants: variantWidths(image.width, image.height).flatMap((width) =>
          (['webp', 'avif'] as const).map((format) => ({ format, width, url: imageVariantUrl(image.sha256, width, format) })),
        ),
      };
    } catch (err) {
      if (err instanceof UnsupportedImageError) return refuse(res, 400, 'BAD_REQUEST', err.message);
      throw err;
    }
    res.status(201).json(result);
  };
}
