import { and, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '../../shared/constants';
import { idParamSchema, okSchema, pagedSchema } from '../../shared/schemas/common';
import { contactListSchema, contactMessageSchema, contactSchema, contactUpdateSchema } from '../../shared/schemas/contact';
import { contactMessages } from '../db/schema';
import { recordedChange } from '../services/audit';
import { boundedCount, countedRows } from '../services/list-counts';
import { receiveContactMessage } from '../services/contact-messages';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';
import { columnContains } from '../search/contains-search';

const tags = ['contact'];
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'This message no longer exists: another admin may have deleted it.' });
/** A status change sent from a list that showed the message as it no longer is (probe 77, F6). */
export const movedByColleagueMessage = (now: ContactStatus) =>
  `Nothing was changed: this message was marked ${CONTACT_STATUS_LABELS[now]} since your list was loaded (by another admin or in another tab). The list now shows it as it is.`;
const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  ipAddress: contactMessages.ipAddress,
  createdAt: contactMessages.createdAt,
};

export const contactRouter = router({
  send: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/contact', tags, summary: 'Send a message to the team' },
      rateLimit: 'contact',
      audit: 'none',
      successStatus: 201,
    })
    .input(contactSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await receiveContactMessage(ctx.db, ctx.siteUrl, input, ctx.ip);
      return { success: true as const };
    }),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/contact-messages',
        tags,
        summary: 'Contact messages, newest first, searchable by name, email or subject',
      },
    })
    .input(contactListSchema)
    .output(pagedSchema(contactMessageSchema))
    .query(async ({ ctx, input }) => {
      const search = input.q
        ? or(
            columnContains(contactMessages.name, input.q),
            columnContains(contactMessages.email, input.q),
            columnContains(contactMessages.subject, input.q),
          )
        : undefined;
      const where = and(input.status ? eq(contactMessages.status, input.status) : undefined, search);
      const offset = (input.page - 1) * input.pageSize;
      const [items, counted] = await Promise.all([
        ctx.db
          .select(columns)
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(input.pageSize)
          .offset(offset),
        search
          ? boundedCount(ctx.db, contactMessages, where, offset)
          : countedRows(ctx.db, 'contact_messages', input.status ? [input.status] : undefined).then((total) => ({
              total,
              totalIsLowerBound: false,
            })),
      ]);
      return { items, ...counted, page: input.page, pageSize: input.pageSize };
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/admin/contact-messages/{id}', tags, summary: 'Mark a message new, read or archived' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(contactUpdateSchema)
    .output(z.object({ id: z.number().int(), status: contactMessageSchema.shape.status }))
    .mutation(async ({ ctx, input }) => {
      // Locked: a colleague's change either came first (and is compared) or waits for this one.
      const [now] = await ctx.db
        .select({ status: contactMessages.status })
        .from(contactMessages)
        .where(eq(contactMessages.id, input.id))
        .for('update');
      if (!now) throw notFound();
      if (input.expectedStatus && now.status !== input.expectedStatus)
        throw new TRPCError({ code: 'CONFLICT', message: movedByColleagueMessage(now.status) });
      return recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'contact.status',
        targetType: 'contact_message',
        change: ctx.db
          .update(contactMessages)
          .set({ status: input.status })
          .where(eq(contactMessages.id, input.id))
          .returning({ id: contactMessages.id, status: contactMessages.status }),
        summary: (row) => ({ status: row.status }),
        orElse: notFound,
      });
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/contact-messages/{id}', tags, summary: 'Delete a message' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'contact.delete',
        targetType: 'contact_message',
        change: ctx.db
          .delete(contactMessages)
          .where(eq(contactMessages.id, input.id))
          .returning({ id: contactMessages.id, subject: contactMessages.subject }),
        summary: (row) => ({ subject: row.subject }),
        orElse: notFound,
      });
      return { success: true as const };
    }),
});
