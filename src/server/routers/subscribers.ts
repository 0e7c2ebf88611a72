import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { idParamSchema, okSchema } from '../../shared/schemas/common';
import {
  NEWSLETTER_ACK,
  newsletterSubscribeSchema,
  UNSUBSCRIBE_LINK_INVALID,
  newsletterUnsubscribeSchema,
  subscriberCreateSchema,
  MAX_EXPORT_IDS,
  subscriberCsvQuerySchema,
  subscriberCsvSelectionSchema,
  subscriberExportSchema,
  subscriberListSchema,
  subscriberPageSchema,
  subscriberSchema,
  subscriberUpdateSchema,
} from '../../shared/schemas/subscribers';
import { formatDistanceToNowStrict } from 'date-fns';
import { z } from 'zod';
import { subscribers } from '../db/schema';
import { columnContains } from '../search/contains-search';
import { recordedChange } from '../services/audit';
import { rowCountsOf, SEARCH_COUNT_AHEAD } from '../services/list-counts';
import { exportDateFormat, newUnsubscribeToken, subscribe, subscriberColumns, unsubscribeByToken } from '../services/subscribers';
import { router, TRPCError } from '../trpc/init';
import type { Deployment } from '../trpc/context';
import { NEWSLETTER_NO_MAIL } from '../../shared/mail-unavailable';
import { sendNewsletterTest } from '../services/newsletter-test';
import { adminProcedure, publicProcedure } from '../trpc/procedures';
import { editWrites } from '../services/edit-conflicts';
import { newsletterIssueInputSchema, newsletterIssueSchema } from '../../shared/schemas/newsletter';
import { NO_ACTIVE_SUBSCRIBERS, recentIdenticalIssue, recentNewsletterIssues, sendNewsletterIssue } from '../services/newsletter-issues';

const tags = ['subscribers'];
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Subscriber not found.' });

/** Newsletters (and their test copies) only when mail leaves the server. */
function refuseWithoutMail(deployment: Deployment) {
  if (!deployment.mailConfigured) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: NEWSLETTER_NO_MAIL });
}

export const subscribersRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/newsletter/subscribe',
        tags,
        summary: 'Subscribe to the newsletter (same answer whatever the state)',
      },
      rateLimit: 'subscribe',
      audit: 'none',
    })
    .input(newsletterSubscribeSchema)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const outcome = await subscribe(ctx.db, input.email, ctx.siteUrl);

      ctx.log.info({ outcome }, 'newsletter subscription');
      return { success: true as const, message: NEWSLETTER_ACK };
    }),

  /**
   * Whether an unsubscribe link's address is still on the list, so the link's page says "already
   * unsubscribed" when opened again rather than offer the button as if nothing had happened (probe
   * 37, F7). Only the token's holder can ask: the answer names no address.
   */
  linkStatus: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/newsletter/unsubscribe',
        tags,
        summary: "Whether the address of an unsubscribe link's token is still subscribed",
      },
    })
    .input(newsletterUnsubscribeSchema)
    .output(z.object({ subscribed: z.boolean() }))
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.db
        .select({ subscribed: subscribers.subscribed })
        .from(subscribers)
        .where(eq(subscribers.unsubscribeToken, input.token));
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
      return row;
    }),

  unsubscribe: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/newsletter/unsubscribe', tags, summary: 'Unsubscribe with the token from a newsletter email' },
      rateLimit: 'unsubscribe',
      audit: 'none',
      refusals: { 404: 'No subscription has this token' },
    })
    .input(newsletterUnsubscribeSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await unsubscribeByToken(ctx.db, input.token))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
      }
      return { success: true as const };
    }),

  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/subscribers', tags, summary: 'Subscribers, paged, with search and status filter' } })
    .input(subscriberListSchema)
    .output(subscriberPageSchema)
    .query(async ({ ctx, input }) => {
      const where = and(
        input.q ? columnContains(subscribers.email, input.q) : undefined,
        input.status ? eq(subscribers.subscribed, input.status === 'active') : undefined,
      );
      const offset = (input.page - 1) * input.pageSize;
      // A search reads its matches once, up to the counting cap, and cuts the page from them: the
      // trigram scan of a million addresses is the cost, so it is not paid twice (page, then total).
      const cap = offset + SEARCH_COUNT_AHEAD;
      const [rows, counts] = await Promise.all([
        ctx.db
          .select(subscriberColumns)
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.subscribedAt), desc(subscribers.id))
          .limit(input.q ? cap + 1 : input.pageSize)
          .offset(input.q ? 0 : offset),
        rowCountsOf(ctx.db, 'subscribers'),
      ]);
      const items = input.q ? rows.slice(offset, offset + input.pageSize) : rows;
      const searched = input.q
        ? rows.length > cap
          ? { total: cap, totalIsLowerBound: true }
          : { total: rows.length, totalIsLowerBound: false }
        : undefined;
      const active = counts.get('active') ?? 0;
      const inactive = counts.get('inactive') ?? 0;
      // Without a search the total is exact from the maintained counts (status or not).
      const total = input.status === 'active' ? active : input.status === 'inactive' ? inactive : active + inactive;
      return {
        items,
        ...(searched ?? { total, totalIsLowerBound: false }),
        page: input.page,
        pageSize: input.pageSize,
        counts: { total: active + inactive, active },
      };
    }),

  /** Every subscriber (or the chosen ids), whatever page the admin is on: for the CSV export. */
  export: adminProcedure
    .input(subscriberExportSchema)
    .output(z.array(subscriberSchema))
    .query(({ ctx, input }) =>
      ctx.db
        .select(subscriberColumns)
        .from(subscribers)
        .where(input.ids && input.ids.length > 0 ? inArray(subscribers.id, input.ids) : undefined)
        .orderBy(asc(subscribers.id)),
    ),

  /**
   * The REST path answers the file itself, streamed in constant memory (src/server/rest/subscribers-export.ts):
   * this procedure is its gate (admin only) and reads the query. tRPC callers get the checked selection.
   */
  exportCsv: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/subscribers/export',
        tags,
        summary: 'newsletter_subscribers.csv: every subscriber or ?ids=1,2,3 (text/csv, streamed)',
      },
    })
    .input(subscriberCsvQuerySchema)
    .output(subscriberCsvSelectionSchema)
    .query(({ input }) => {
      const ids = input.ids ? [...new Set(input.ids.split(',').map(Number))] : null;
      if (ids && (ids.length > MAX_EXPORT_IDS || ids.some((id) => id < 1 || id > 2_147_483_647)))
        throw new TRPCError({ code: 'BAD_REQUEST', message: `Choose at most ${MAX_EXPORT_IDS} subscribers with valid ids.` });
      return { ids, ...exportDateFormat(input.locale, input.timeZone) };
    }),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/subscribers', tags, summary: 'Add a subscriber' },
      rateLimit: 'none',
      audit: 'required',
      successStatus: 201,
    })
    .input(subscriberCreateSchema)
    .output(subscriberSchema)
    .mutation(({ ctx, input }) =>
      recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'subscriber.create',
        targetType: 'subscriber',
        change: ctx.db
          .insert(subscribers)
          .values({
            email: input.email,
            subscribed: input.subscribed,
            unsubscribedAt: input.subscribed ? null : new Date(),
            unsubscribeToken: newUnsubscribeToken(),
          })
          .returning(subscriberColumns),
        summary: (row) => ({ email: row.email }),
        orElse: () => new Error('insert returned no row'),
      }),
    ),

  update: adminProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/admin/subscribers/{id}', tags, summary: 'Change email or (de)activate' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(subscriberUpdateSchema)
    .output(subscriberSchema)
    .mutation(async ({ ctx, input }) => {
      // Locked: two saves of one subscriber (or a save and an unsubscribe) are checked one after the other.
      const [before] = await ctx.db.select(subscriberColumns).from(subscribers).where(eq(subscribers.id, input.id)).for('update');
      if (!before) throw notFound();
      const { updatedAt: _stored, ...stored } = before;
      const changes = {
        ...(input.email ? { email: input.email } : {}),
        ...(input.subscribed === undefined ? {} : { subscribed: input.subscribed }),
      };
      if (!editWrites(stored, changes, { storedAt: before.updatedAt, expectedUpdatedAt: input.expectedUpdatedAt })) return before;
      const activating = input.subscribed === true && !before.subscribed;
      const deactivating = input.subscribed === false && before.subscribed;
      return recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: activating ? 'subscriber.reactivate' : deactivating ? 'subscriber.deactivate' : 'subscriber.update',
        targetType: 'subscriber',
        change: ctx.db
          .update(subscribers)
          .set({
            ...changes,
            ...(activating ? { subscribedAt: new Date(), unsubscribedAt: null } : {}),
            ...(deactivating ? { unsubscribedAt: new Date() } : {}),
          })
          .where(eq(subscribers.id, input.id))
          .returning(subscriberColumns),
        summary: (row) => ({ email: row.email }),
        orElse: notFound,
      });
    }),

  /** Send an issue to every active subscriber (queued now, delivered by the outbox). */
  sendIssue: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/issues',
        tags,
        summary: 'Send a newsletter issue to every active subscriber, each with their own unsubscribe link',
      },
      rateLimit: 'none',
      audit: 'required',
      successStatus: 201,
      refusals: { 412: 'This site sends no mail (SMTP_URL is not set), or no subscriber is active' },
    })
    .input(newsletterIssueInputSchema)
    .output(newsletterIssueSchema)
    .mutation(async ({ ctx, input }) => {
      refuseWithoutMail(ctx.deployment);
      const repeat = await recentIdenticalIssue(ctx.db, input);
      if (repeat) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: `This newsletter was sent ${formatDistanceToNowStrict(repeat.sentAt, { addSuffix: true })}: it is not sent twice. Change the subject or text to send another.`,
        });
      }
      const sent = await sendNewsletterIssue(ctx.db, ctx.siteUrl, ctx.user.id, input);
      if (!sent) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: NO_ACTIVE_SUBSCRIBERS });
      return sent;
    }),

  /** The issue as subscribers will get it, to the sending admin's own address only. */
  sendTestIssue: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/newsletter/test',
        tags,
        summary: 'Send a newsletter issue to your own address only, marked as a test (10 an hour)',
      },
      rateLimit: 'none',
      audit: 'required',
      refusals: { 412: 'This site sends no mail (SMTP_URL is not set)', 429: 'Ten test copies were sent to you this hour' },
    })
    .input(newsletterIssueInputSchema)
    .output(z.object({ to: z.string() }))
    .mutation(({ ctx, input }) => {
      refuseWithoutMail(ctx.deployment);
      return sendNewsletterTest(ctx.db, ctx.siteUrl, ctx.user.id, input);
    }),

  issues: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/newsletter/issues', tags, summary: 'The newsletter issues sent lately, newest first' },
    })
    .input(z.void())
    .output(z.array(newsletterIssueSchema))
    .query(({ ctx }) => recentNewsletterIssues(ctx.db)),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/subscribers/{id}', tags, summary: 'Delete a subscriber' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'subscriber.delete',
        targetType: 'subscriber',
        change: ctx.db.delete(subscribers).where(eq(subscribers.id, input.id)).returning({ id: subscribers.id, email: subscribers.email }),
        summary: (row) => ({ email: row.email }),
        orElse: notFound,
      });
      return { success: true as const };
    }),
});
