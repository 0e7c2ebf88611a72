import { notFound } from '@tanstack/react-router';
import type { ContentCollectionName } from '../../shared/schemas/content';
import type { RouterContext } from '../router';
import { isMissingPageError } from './trpc-errors';

/**
 * Loads a content page into the query cache (the component reads it from there) and returns only
 * what <head> needs, so the page's HTML is not serialised twice.
 */
export async function loadContentPage(context: RouterContext, collection: ContentCollectionName, slug: string) {
  try {
    const page = await context.trpc.content.page.ensureData({ collection, slug });
    return { title: page.title, description: page.description };
  } catch (error) {
    if (isMissingPageError(error)) throw notFound();
    throw error;
  }
}
