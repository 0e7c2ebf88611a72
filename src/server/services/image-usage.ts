/**
 * Where uploaded pictures are shown: every record field that can hold an image's URL (a cover, a
 * course's picture or materials, a Markdown body, the logo and favicon, the legal texts). A
 * picture is found by its SHA-256, which is in every URL of its variants, so a body that shows a
 * smaller variant, or the URL written out in full with the site's address, counts too.
 *
 * Sent newsletters are not uses: they are history, not something an admin can edit; a picture
 * they showed goes missing from them when it is deleted (the delete dialog says so).
 */
import { and, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { ImageUse } from '../../shared/schemas/images';
import { IMAGE_PATH_PREFIX } from '../../shared/image-variants';
import type { DbOrTx } from '../db/client';
import { blogPosts, courses, events, settingsSections } from '../db/schema';

const SETTINGS_LABELS: Record<string, string> = {
  appearance: 'Site settings: Appearance (logo or icon)',
  content: 'Site settings: Content (page texts)',
};

interface Holder extends ImageUse {
  /** Every text of the record that may name a picture, joined. */
  text: string;
}

/** The records naming `pattern` (a LIKE pattern) in any field that can hold an image. */
async function holders(db: DbOrTx, pattern: string): Promise<Holder[]> {
  const [courseRows, articleRows, eventRows, settingRows] = await Promise.all([
    db
      .select({
        title: courses.title,
        text: sql<string>`concat_ws(' ', ${courses.thumbnailUrl}, ${courses.downloadUrl}, ${courses.materials}::text)`,
      })
      .from(courses)
      // A withdrawn (archived) course is shown nowhere and cannot be edited: not a use.
      .where(
        and(
          isNull(courses.archivedAt),
          or(like(courses.thumbnailUrl, pattern), like(courses.downloadUrl, pattern), like(sql`${courses.materials}::text`, pattern)),
        ),
      ),
    db
      .select({ title: blogPosts.title, text: sql<string>`concat_ws(' ', ${blogPosts.coverImage}, ${blogPosts.content})` })
      .from(blogPosts)
      .where(or(like(blogPosts.coverImage, pattern), like(blogPosts.content, pattern))),
    db
      .select({ title: events.title, text: sql<string>`concat_ws(' ', ${events.coverImage}, ${events.description})` })
      .from(events)
      .where(or(like(events.coverImage, pattern), like(events.description, pattern))),
    db
      .select({ section: settingsSections.section, text: sql<string>`${settingsSections.value}::text` })
      .from(settingsSections)
      .where(and(isNotNull(settingsSections.value), like(sql`${settingsSections.value}::text`, pattern))),
  ]);
  return [
    ...courseRows.map((r) => ({ label: `Course “${r.title}”`, href: '/admin', text: r.text })),
    ...articleRows.map((r) => ({ label: `News article “${r.title}”`, href: '/admin/blog', text: r.text })),
    ...eventRows.map((r) => ({ label: `Event “${r.title}”`, href: '/admin/events', text: r.text })),
    ...settingRows.map((r) => ({
      label: SETTINGS_LABELS[r.section] ?? `Site settings: ${r.section}`,
      href: '/admin/settings',
      text: r.text,
    })),
  ];
}

/** Where each of the pictures `sha256s` is shown (one pass over the records that show any picture). */
export async function imageUses(db: DbOrTx, sha256s: readonly string[]): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>(sha256s.map((sha) => [sha, []]));
  if (sha256s.length === 0) return uses;
  // One picture: only the records naming it; several: every record naming any uploaded picture.
  const pattern = sha256s.length === 1 ? `%${sha256s[0]}%` : `%${IMAGE_PATH_PREFIX}%`;
  for (const { text, ...use } of await holders(db, pattern)) {
    for (const sha of sha256s) if (text.includes(sha)) uses.get(sha)?.push(use);
  }
  return uses;
}
