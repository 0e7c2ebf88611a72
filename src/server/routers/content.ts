/**
 * The educational pages' text (lessons, guides, security topics, Caribbean pages, community
 * articles, the Act summary and the policies) with markdown rendered on the server.
 */
import { z } from 'zod';
import { contentCollections, findContentPage, guideCards, type ContentRecord } from '../../content';
import {
  contentListInputSchema,
  contentPageInputSchema,
  contentSummarySchema,
  guideCardSchema,
  policyFieldSchema,
  renderedContentPageSchema,
  renderedLegalPageSchema,
} from '../../shared/schemas/content';
import { sharedRead } from '../trpc/shared-read';
import { markdownRenderer } from '../markdown/markdown-renderer';
import { readSection } from '../services/settings';
import { router, TRPCError } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

/** The fields a card or list shows: front matter only, no body. */
function summary(page: ContentRecord) {
  const meta = page.meta;
  return {
    slug: page.slug,
    url: page.url,
    title: page.title,
    description: page.description,
    lastReviewed: page.reviewed,
    ...('level' in meta ? { level: meta.level, duration: meta.duration } : {}),
    ...('date' in meta ? { date: meta.date } : {}),
  };
}

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
    .query(({ input }) => {
      const page = findContentPage(input.collection, input.slug);
      if (!page) throw new TRPCError({ code: 'NOT_FOUND', message: 'Page not found.' });
      return { ...summary(page), sources: page.sources, html: page.html() };
    }),

  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/content/{collection}', tags, summary: "A collection's pages as cards (no bodies), in list order" },
    })
    .input(contentListInputSchema)
    .output(z.array(contentSummarySchema))
    .query(({ input }) => contentCollections[input.collection].map(summary)),

  /**
   * Every guide's card for /guides and the home page, written and planned, in the files' order
   * (src/content/guides). For the site itself (no REST path): the guides' pages are content.page.
   */
  guideCards: publicProcedure
    .input(z.void())
    .output(z.array(guideCardSchema))
    .query(() => guideCards),

  legal: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/content/legal', tags, summary: 'The Virtual Asset Business Act summary' } })
    .input(z.void())
    .output(renderedLegalPageSchema)
    .query(() => {
      const [page] = contentCollections.legal;
      if (!page) throw new TRPCError({ code: 'NOT_FOUND', message: 'Page not found.' });
      return {
        ...summary(page),
        slug: 'legal',
        sources: page.sources,
        html: page.html(),
        actTitle: page.meta.actTitle,
        officialUrl: page.meta.officialUrl,
        officialLabel: page.meta.officialLabel,
        disclaimer: page.meta.disclaimer,
      };
    }),

  policy: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/content/policies/{field}', tags, summary: 'A policy text from Site Settings, rendered' } })
    .input(z.object({ field: policyFieldSchema }))
    .output(z.object({ html: z.string() }))
    .query(({ ctx, input }) =>
      // Shared: a signed-in reader's first visit need not render the policy again (the privacy
      // policy cost a signed-in visit ~20 ms of CPU more than a lesson).
      sharedRead(ctx.sharedReads, `content.policy ${input.field}`, async () => {
        const content = await readSection(ctx.db, 'content');
        const policy = await markdownRenderer.render(content[input.field]);
        if (!policy.rendered) ctx.log.warn({ field: input.field }, 'policy markdown over its render budget: shown as plain text');
        return { html: policy.html };
      }),
    ),
});
