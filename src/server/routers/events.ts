import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, okSchema } from '../../shared/schemas/common';
import { eventInputSchema, eventListInputSchema, eventSchema, eventUpdateSchema } from '../../shared/schemas/events';
import { events } from '../db/schema';
import { diffFields, recordAudit } from '../services/audit';
import { eventColumns, getEvent, listEvents } from '../services/events';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Event not found.' });
const tags = ['events'];

export const eventsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/events', tags, summary: 'Events by date and time (?upcoming=true for those not yet past)' } })
    .input(eventListInputSchema)
    .output(z.array(eventSchema))
    .query(({ ctx, input }) => listEvents(ctx.db, { upcoming: input?.upcoming })),

  byId: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/events/{id}', tags, summary: 'One event' } })
    .input(idParamSchema)
    .output(eventSchema)
    .query(async ({ ctx, input }) => {
      const row = await getEvent(ctx.db, input.id);
      if (!row) throw notFound();
      return row;
    }),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/events', tags, summary: 'Create an event' },
      rateLimit: 'none',
      audit: 'required',
      successStatus: 201,
    })
    .input(eventInputSchema)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [created] = await tx.insert(events).values(input).returning(eventColumns);
        if (!created) throw new Error('insert returned no row');
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'event.create',
          targetType: 'event',
          targetId: created.id,
          summary: { title: created.title, date: created.date },
        });
        return created;
      });
      return row;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/events/{id}', tags, summary: 'Update an event' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(eventUpdateSchema)
    .output(eventSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return ctx.db.transaction(async (tx) => {
        const [before] = await tx.select(eventColumns).from(events).where(eq(events.id, id));
        if (!before) throw notFound();
        // An admin's edit makes a sample event theirs: it is no longer demo content.
        const [after] = await tx
          .update(events)
          .set({ ...fields, demo: false })
          .where(eq(events.id, id))
          .returning(eventColumns);
        if (!after) throw notFound();
        const { updatedAt: _b, ...b } = before;
        const { updatedAt: _a, ...a } = after;
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'event.update',
          targetType: 'event',
          targetId: id,
          summary: diffFields(b, a),
        });
        return after;
      });
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/events/{id}', tags, summary: 'Delete an event' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const [removed] = await tx.delete(events).where(eq(events.id, input.id)).returning({ id: events.id, title: events.title });
        if (!removed) throw notFound();
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'event.delete',
          targetType: 'event',
          targetId: removed.id,
          summary: { title: removed.title },
        });
        return { success: true as const };
      }),
    ),
});
