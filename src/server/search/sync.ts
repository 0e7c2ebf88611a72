/** Start-up: the search table made current with the content and the published news, in one transaction. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { syncContentDocuments, syncNewsDocuments } from './index-documents';

export async function syncSearchDocuments(db: Db) {
  await db.transaction(async (tx) => {
    await syncContentDocuments(tx);
    const posts = await tx
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
        published: blogPosts.published,
      })
      .from(blogPosts)
      .where(eq(blogPosts.published, true));
    await syncNewsDocuments(tx, posts);
  });
}
