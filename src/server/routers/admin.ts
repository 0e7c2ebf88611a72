import { count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { auditEntrySchema, statsSchema } from '../../shared/schemas/admin';
import { pagedSchema, pageQuerySchema } from '../../shared/schemas/common';
import { auditLog, blogPosts, contactMessages, courses, enrollments, events, subscribers, users } from '../db/schema';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

const tags = ['admin'];

export const adminRouter = router({
  stats: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/stats', tags, summary: 'Counts for the dashboard cards' } })
    .input(z.void())
    .output(statsSchema)
    .query(async ({ ctx }) => {
      const one = async (q: Promise<{ value: number }[]>) => (await q)[0]?.value ?? 0;
      const [u, p, c, e, s, pe, m] = await Promise.all([
        one(ctx.db.select({ value: count() }).from(users)),
        one(ctx.db.select({ value: count() }).from(blogPosts)),
        one(ctx.db.select({ value: count() }).from(courses).where(isNull(courses.archivedAt))),
        one(ctx.db.select({ value: count() }).from(events)),
        one(ctx.db.select({ value: count() }).from(subscribers).where(eq(subscribers.subscribed, true))),
        one(ctx.db.select({ value: count() }).from(enrollments).where(eq(enrollments.paymentStatus, 'pending'))),
        one(ctx.db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'))),
      ]);
      return { users: u, posts: p, courses: c, events: e, activeSubscribers: s, pendingEnrollments: pe, newContactMessages: m };
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
            actorId: users.id,
            actorUsername: users.username,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        ctx.db.select({ value: count() }).from(auditLog),
      ]);
      const items = rows.map(({ actorId, actorUsername, ...r }) => ({
        ...r,
        actor: actorId !== null && actorUsername !== null ? { id: actorId, username: actorUsername } : null,
      }));
      return { items, total: total?.value ?? 0, page: input.page, pageSize: input.pageSize };
    }),
});
