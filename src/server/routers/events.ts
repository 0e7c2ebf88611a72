import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema, okSchema } from '../../shared/schemas/common';
import { eventEndProblem, eventInputSchema, eventListInputSchema, eventSchema, eventUpdateSchema } from '../../shared/schemas/events';
import { events } from '../db/schema';
import { diffFields, recordedChange } from '../services/audit';
import { eventColumns, getEvent, listEvents } from '../services/events';
import { demoAfterEdit } from '../services/sample-marks';
import { fieldRefusal } from '../trpc/field-refusal';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';
import { sharedRead } from '../trpc/shared-read';
import { editWrites } from '../services/edit-conflicts';
import { reindexEdited, updateSearchIndex } from '../search/index-documents';
import { eventDocument, eventSource } from '../search/listing-documents';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Event not found.' });
const tags = ['events'];

export const eventsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/events',
        tags,
        summary: 'Events by date and time (?upcoming=true for those not yet over: at their end time, or 2 hours after they start)',
      },
    })
    .input(eventListInputSchema)
    .output(z.array(eventSchema))
    .query(({ ctx, input }) =>
      sharedRead(ctx.sharedReads, `events.list ${input?.upcoming ? 'upcoming' : 'all'}`, () =>
        listEvents(ctx.db, { upcoming: input?.upcoming }),
      ),
    ),

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
      const created = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'event.create',
        targetType: 'event',
        change: ctx.db.insert(events).values(input).returning(eventColumns),
        summary: (row) => ({ title: row.title, date: row.date }),
        orElse: () => new Error('insert returned no row'),
      });
      // Every event the events page lists is found by the site search (listing-documents.ts).
      await updateSearchIndex(ctx.db, { write: [eventDocument(created)] });
      return created;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/events/{id}', tags, summary: 'Update an event' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(eventUpdateSchema)
    .output(eventSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, expectedUpdatedAt, ...fields } = input;
      // Locked: two saves of one event are checked one after the other.
      const [before] = await ctx.db.select(eventColumns).from(events).where(eq(events.id, id)).for('update');
      if (!before) throw notFound();
      // An end left out (or sent as undefined, which superjson carries) is the stored one: a start
      // moved past it is refused at the end's field.
      const endProblem = eventEndProblem({
        date: fields.date,
        time: fields.time,
        endDate: fields.endDate === undefined ? before.endDate : fields.endDate,
        endTime: fields.endTime === undefined ? before.endTime : fields.endTime,
      });
      if (endProblem) throw fieldRefusal('BAD_REQUEST', endProblem.field, endProblem.message);
      const { updatedAt: _b, ...b } = before;
      // An admin's edit makes a sample theirs once it no longer says it is one (sample-marks.ts).
      const changes = { ...fields, ...demoAfterEdit({ ...before, ...fields }) };
      if (!editWrites(b, changes, { storedAt: before.updatedAt, expectedUpdatedAt })) return before;
      const after = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'event.update',
        targetType: 'event',
        change: ctx.db.update(events).set(changes).where(eq(events.id, id)).returning(eventColumns),
        summary: ({ updatedAt: _a, ...a }) => diffFields(b, a),
        orElse: notFound,
      });
      await reindexEdited(ctx.db, eventDocument(before), eventDocument(after));
      return after;
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/events/{id}', tags, summary: 'Delete an event' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'event.delete',
        targetType: 'event',
        change: ctx.db.delete(events).where(eq(events.id, input.id)).returning({ id: events.id, title: events.title }),
        summary: (row) => ({ title: row.title }),
        orElse: notFound,
      });
      await updateSearchIndex(ctx.db, { remove: [eventSource(input.id)] });
      return { success: true as const };
    }),
});
