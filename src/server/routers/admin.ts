import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditEntrySchema, outboxEmailSchema, statsSchema } from '../../shared/schemas/admin';
import { trendsSchema } from '../../shared/schemas/trends';
import { enrollmentsPerWeek, revenuePerMonth, subscribersPerMonth } from '../services/trends';
import { pagedSchema, pageQuerySchema } from '../../shared/schemas/common';
import { auditLog, blogPosts, courses, emailOutbox, enrollments, events, rowCounts, users } from '../db/schema';
import { columnContains } from '../search/contains-search';
import { boundedCount } from '../services/list-counts';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

const tags = ['admin'];

export const adminRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags, summary: 'Counts for the dashboard cards' } })
    .input(z.void())
    .output(statsSchema)
    .query(async ({ ctx }) => {
      // One statement for the seven cards (scalar subqueries; most are small table scans, see docs/decisions/2026-11-23-queries.md).
      const n = (query: SQL) => sql<number>`(${query})::int`;
      const [row] = await ctx.db
        .select({
          // Users, active subscribers and new messages: the maintained counts (row_counts), not a count of 100,000s of rows.
          u: n(sql`select coalesce(sum(${rowCounts.n}), 0) from ${rowCounts} where ${rowCounts.tableName} = 'users'`),
          p: n(sql`select count(*) from ${blogPosts}`),
          c: n(sql`select count(*) from ${courses} where ${courses.archivedAt} is null`),
          e: n(sql`select count(*) from ${events}`),
          s: n(
            sql`select coalesce(sum(${rowCounts.n}), 0) from ${rowCounts} where ${rowCounts.tableName} = 'subscribers' and ${rowCounts.grp} = 'active'`,
          ),
          pe: n(sql`select count(*) from ${enrollments} where ${enrollments.paymentStatus} = 'pending'`),
          m: n(
            sql`select coalesce(sum(${rowCounts.n}), 0) from ${rowCounts} where ${rowCounts.tableName} = 'contact_messages' and ${rowCounts.grp} = 'new'`,
          ),
        })
        .from(sql`(values (1)) as one (x)`);
      const { u, p, c, e, s, pe, m } = row ?? { u: 0, p: 0, c: 0, e: 0, s: 0, pe: 0, m: 0 };
      return { users: u, posts: p, courses: c, events: e, activeSubscribers: s, pendingEnrollments: pe, newContactMessages: m };
    }),

  trends: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/trends',
        tags,
        summary: 'Dashboard trends: enrollments per week, revenue per month, subscribers',
      },
    })
    .input(z.void())
    .output(trendsSchema)
    .query(async ({ ctx }) => {
      const [e, r, s] = await Promise.all([enrollmentsPerWeek(ctx.db), revenuePerMonth(ctx.db), subscribersPerMonth(ctx.db)]);
      return { enrollmentsPerWeek: e, revenuePerMonth: r, subscribersPerMonth: s };
    }),

  activity: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/audit-log', tags, summary: 'Who did what, when: newest first' } })
    .input(pageQuerySchema)
    .output(pagedSchema(auditEntrySchema))
    .query(async ({ ctx, input }) => {
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            summary: auditLog.summary,
            createdAt: auditLog.createdAt,
            actorUsername: auditLog.actorUsername,
            actorId: users.id,
            currentUsername: users.username,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        ctx.db.select({ value: count() }).from(auditLog),
      ]);
      const items = rows.map(({ actorId, currentUsername, ...r }) => ({
        ...r,
        actor: actorId !== null && currentUsername !== null ? { id: actorId, username: currentUsername } : null,
      }));
      return { items, total: total?.value ?? 0, page: input.page, pageSize: input.pageSize };
    }),

  /**
   * The outbox: every email the site queued, sent or not (without SMTP this is where mail is read).
   * `q` finds mails whose recipient or subject contains it: "did this learner get the reset mail?"
   * (probe 72, F4: it was listed and ignored).
   */
  emails: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/emails',
        tags,
        summary: 'Queued and sent emails, newest first; q: recipient or subject contains',
      },
    })
    .input(pageQuerySchema)
    .output(pagedSchema(outboxEmailSchema))
    .query(async ({ ctx, input }) => {
      const where = input.q ? or(columnContains(emailOutbox.toAddress, input.q), columnContains(emailOutbox.subject, input.q)) : undefined;
      const offset = (input.page - 1) * input.pageSize;
      const [items, counted] = await Promise.all([
        ctx.db
          .select({
            id: emailOutbox.id,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            kind: emailOutbox.kind,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            transport: emailOutbox.transport,
            lastError: emailOutbox.lastError,
            textBody: emailOutbox.textBody,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(input.pageSize)
          .offset(offset),
        where
          ? boundedCount(ctx.db, emailOutbox, where, offset)
          : ctx.db
              .select({ value: count() })
              .from(emailOutbox)
              .then(([total]) => ({ total: total?.value ?? 0, totalIsLowerBound: false })),
      ]);
      // Reset and unsubscribe links are credentials: admins see that a link was sent, not the link.
      const masked = items.map((e) => ({ ...e, textBody: e.textBody.replace(/token=[\w%-]+/g, 'token=[hidden]') }));
      return { items: masked, ...counted, page: input.page, pageSize: input.pageSize };
    }),
});
