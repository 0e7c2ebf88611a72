/** What happens to a deleted picture's files (routers/images.ts deletes its row). */
import { eq } from 'drizzle-orm';
import { IMAGE_FORMATS, variantWidths } from '../../shared/image-variants';
import type { DbOrTx } from '../db/client';
import { images } from '../db/schema';
import { lockPicture, type ImageStore } from './image-store';

/**
 * Run after the deletion's transaction has ended: the files go only if no row for the picture
 * exists then (the transaction rolled back and the row never left, or the same picture was
 * uploaded again meanwhile and its row is back). In the transaction of its own that ctx.afterTransaction gives it, under the picture's
 * lock, which an upload holds while it writes the same files and its row (media/image-upload.ts),
 * so a removal and a re-upload never interleave.
 */
export async function removeFilesOfDeletedPicture(
  tx: DbOrTx,
  store: ImageStore,
  picture: { sha256: string; width: number; height: number },
): Promise<void> {
  await lockPicture(tx, picture.sha256);
  const [uploadedAgain] = await tx.select({ id: images.id }).from(images).where(eq(images.sha256, picture.sha256));
  if (uploadedAgain) return;
  for (const width of variantWidths(picture.width, picture.height))
    for (const format of IMAGE_FORMATS) await store.remove(`${picture.sha256}-${width}.${format}`);
}
