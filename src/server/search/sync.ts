/**
 * Start-up: the search table made current, in one transaction, with the content files, the
 * published news and the courses and events the site shows (listing-documents.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { newsDocument, syncSearchIndex } from './index-documents';
import { listingDocuments } from './listing-documents';

export async function syncSearchDocuments(db: Db) {
  await db.transaction(async (tx) => {
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
    await syncSearchIndex(tx, [...posts.map(newsDocument), ...(await listingDocuments(tx))]);
  });
}
