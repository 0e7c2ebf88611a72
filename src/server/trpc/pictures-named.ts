/**
 * A save that names a site picture (`/media/images/<sha256>-…`, in a cover field or inside a
 * Markdown body) names one the site still has. Another admin can delete a picture that was
 * uploaded into a form not saved yet (the Pictures page lists it "not shown anywhere"), and the
 * save then stored a link to nothing: a broken image on the home page (probe 77, F3). Checked for
 * every mutation, in its transaction, with the pictures share-locked until it commits, so a
 * delete running meanwhile waits and then finds the picture in use. No router has to remember it.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { images } from '../db/schema';
import { fieldRefusal } from './field-refusal';

export const PICTURE_GONE_MESSAGE =
  'This picture is not on the site any more (it was deleted after it was chosen). Upload it again, or choose another.';

const PICTURE = /\/media\/images\/([0-9a-f]{64})-/g;
/** More than any form holds; past it the input is not a save anyone made by hand. */
const MOST_PICTURES = 200;

/** Every picture `input` names, each with the path of the first field that names it ("coverImage", "materials.0.url"). */
function picturesIn(input: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, path: string[]) => {
    if (found.size >= MOST_PICTURES) return;
    if (typeof value === 'string') {
      for (const [, sha] of value.matchAll(PICTURE)) if (sha && !found.has(sha)) found.set(sha, path.join('.'));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, String(i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(input, []);
  return found;
}

/** Refuses, at the field that names it, a picture the site no longer has (BAD_REQUEST). */
export async function refuseMissingPictures(db: DbOrTx, input: unknown): Promise<void> {
  const named = picturesIn(input);
  if (named.size === 0) return;
  const kept = await db
    .select({ sha256: images.sha256 })
    .from(images)
    .where(inArray(images.sha256, [...named.keys()]))
    .for('share');
  const present = new Set(kept.map((row) => row.sha256));
  for (const [sha, field] of named) if (!present.has(sha)) throw fieldRefusal('BAD_REQUEST', field, PICTURE_GONE_MESSAGE);
}
