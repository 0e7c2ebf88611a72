/**
 * Until 2026-12-02 a picture's files were kept on the disk of the process that took the upload,
 * under DATA_DIR/media; they are now in the database (`image_variants`). At start, a picture
 * whose files are not in the database has them copied in from that folder, if it still holds
 * them; the folder is left as it was. Once every site has started on this version, this can go.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, notExists } from 'drizzle-orm';
import { IMAGE_FORMATS, variantWidths } from '../../shared/image-variants';
import type { Db } from '../db/client';
import { images, imageVariants } from '../db/schema';

/** How many files were copied in. */
export async function copyPicturesFromDisk(db: Db, dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const withoutFiles = await db
    .select({ sha256: images.sha256, width: images.width, height: images.height })
    .from(images)
    .where(notExists(db.select().from(imageVariants).where(eq(imageVariants.sha256, images.sha256))));
  let copied = 0;
  for (const picture of withoutFiles)
    for (const width of variantWidths(picture.width, picture.height))
      for (const format of IMAGE_FORMATS) {
        const file = path.join(dir, `${picture.sha256}-${width}.${format}`);
        if (!existsSync(file)) continue;
        await db
          .insert(imageVariants)
          .values({ sha256: picture.sha256, width, format, bytes: await readFile(file) })
          .onConflictDoNothing();
        copied += 1;
      }
  return copied;
}
