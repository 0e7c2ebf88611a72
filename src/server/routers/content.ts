/**
 * The educational pages' text (lessons, guides, security topics, Caribbean pages, community
 * articles, the Act summary and the policies) with markdown rendered on the server.
 */
import { z } from 'zod';
import { caribbeanPages } from '../../client/content/caribbean/pages';
import { communityPosts } from '../../client/content/community/posts';
import { lessons } from '../../client/content/education';
import { fullGuides } from '../../client/content/guides/full-guides';
import type { ContentCollection } from '../../client/content/lazy';
import { securityPages } from '../../client/content/security/pages';
import type { ContentPage } from '../../client/content/types';
import {
  contentPageInputSchema,
  policyFieldSchema,
  renderedContentPageSchema,
  renderedLegalPageSchema,
  type ContentCollectionName,
} from '../../shared/schemas/content';
import { markdownToHtml, staticMarkdownToHtml } from '../content/markdown-html';
import { readSection } from '../services/settings';
import { router, TRPCError } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

type AnyPage = ContentPage & { slug?: string; duration?: string; level?: 'Beginner' | 'Intermediate'; date?: string };

const collections: Record<ContentCollectionName, ContentCollection<AnyPage>> = {
  lessons,
  security: securityPages,
  guides: fullGuides,
  caribbean: caribbeanPages,
  community: communityPosts,
};

const tags = ['content'];

export const contentRouter = router({
  page: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/content/{collection}/{slug}',
        tags,
        summary: 'A lesson, guide, security topic, Caribbean page or community article',
      },
    })
    .input(contentPageInputSchema)
    .output(renderedContentPageSchema)
    .query(async ({ input }) => {
      const page = await collections[input.collection].load(input.slug);
      if (!page) throw new TRPCError({ code: 'NOT_FOUND', message: 'Page not found.' });
      const { body, ...meta } = page;
      return { ...meta, slug: input.slug, html: staticMarkdownToHtml(`${input.collection}/${input.slug}`, body) };
    }),

  legal: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/content/legal', tags, summary: 'The Virtual Asset Business Act summary' } })
    .input(z.void())
    .output(renderedLegalPageSchema)
    .query(async () => {
      const { vabaPage, vabaTitle, vabaOfficialUrl, legalDisclaimer } = await import('../../client/content/legal/vaba');
      const { body, ...meta } = vabaPage;
      return {
        ...meta,
        slug: 'legal',
        html: staticMarkdownToHtml('legal', body),
        actTitle: vabaTitle,
        officialUrl: vabaOfficialUrl,
        disclaimer: legalDisclaimer,
      };
    }),

  policy: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/content/policies/{field}', tags, summary: 'A policy text from Site Settings, rendered' } })
    .input(z.object({ field: policyFieldSchema }))
    .output(z.object({ html: z.string() }))
    .query(async ({ ctx, input }) => {
      const content = await readSection(ctx.db, 'content');
      return { html: markdownToHtml(content[input.field]) };
    }),
});
