/**
 * The admin's uploaded pictures (`POST /api/admin/images` uploads them: media/image-upload.ts):
 * the list, with where each is shown, and deleting one that is shown nowhere, with its files.
 */
import { desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, okSchema } from '../../shared/schemas/common';
import { IMAGE_LIST_LIMIT, imageInUseMessage, imageListInputSchema, uploadedImageSchema } from '../../shared/schemas/images';
import { imageMainUrl } from '../../shared/image-variants';
import { images, users } from '../db/schema';
import { recordedChange } from '../services/audit';
import { imageUses } from '../services/image-usage';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

const tags = ['images'];
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'That picture was already deleted.' });

export const imagesRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/images',
        tags,
        summary: `Uploaded pictures, newest first, ${IMAGE_LIST_LIMIT} at most, with where each is shown; ?before=<id> for older ones`,
      },
    })
    .input(imageListInputSchema)
    .output(z.array(uploadedImageSchema))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db
        .select({
          id: images.id,
          sha256: images.sha256,
          width: images.width,
          height: images.height,
          bytes: images.bytes,
          uploadedAt: images.createdAt,
          uploadedBy: users.fullName,
        })
        .from(images)
        .leftJoin(users, eq(users.id, images.createdBy))
        .where(input?.before ? lt(images.id, input.before) : undefined)
        // Ids grow with each upload: newest first, and a page's last id is where the next begins (the primary key's index).
        .orderBy(desc(images.id))
        .limit(IMAGE_LIST_LIMIT);
      const uses = await imageUses(
        ctx.db,
        rows.map((row) => row.sha256),
      );
      return rows.map(({ sha256, ...row }) => ({
        ...row,
        url: imageMainUrl(sha256, row.width, row.height),
        usedIn: uses.get(sha256) ?? [],
      }));
    }),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/images/{id}',
        tags,
        summary: 'Delete an uploaded picture shown nowhere (409 while it is)',
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      // Locked: the same picture uploaded again meanwhile waits for this to finish (and then stores it anew).
      const [image] = await ctx.db.select().from(images).where(eq(images.id, input.id)).for('update');
      if (!image) throw notFound();
      const uses = (await imageUses(ctx.db, [image.sha256])).get(image.sha256) ?? [];
      if (uses.length > 0) throw new TRPCError({ code: 'CONFLICT', message: imageInUseMessage(uses) });
      await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'image.delete',
        targetType: 'image',
        change: ctx.db.delete(images).where(eq(images.id, image.id)).returning({ id: images.id }),
        summary: () => ({ width: image.width, height: image.height, bytes: image.bytes }),
        orElse: notFound,
      });
      // Its files (image_variants) go with the row, in the same transaction.
      return { success: true as const };
    }),
});
