import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { idParamSchema } from '../../shared/schemas/common';
import { courseDeleteResultSchema, courseInputSchema, courseSchema, courseUpdateSchema } from '../../shared/schemas/courses';
import { courses, enrollments } from '../db/schema';
import { diffFields, recordAudit, recordedChange } from '../services/audit';
import { priceXcdColumn } from '../services/price-xcd';
import type { SessionUser } from '../trpc/context';
import { demoAfterEdit } from '../services/sample-marks';
import { router, TRPCError } from '../trpc/init';
import { sharedRead } from '../trpc/shared-read';
import { adminProcedure, hasAdminAccess, publicProcedure } from '../trpc/procedures';
import { editWrites } from '../services/edit-conflicts';
import { archiveCourseAndTellWaitingLearners } from '../services/course-withdrawal';
import { reindexEdited, updateSearchIndex } from '../search/index-documents';
import { courseDocument, courseSource } from '../search/listing-documents';

const publicColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  duration: courses.duration,
  price: courses.price,
  priceXcd: priceXcdColumn,
  thumbnailUrl: courses.thumbnailUrl,
  syllabus: courses.syllabus,
  format: courses.format,
  demo: courses.demo,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};
const adminColumns = {
  ...publicColumns,
  downloadUrl: courses.downloadUrl,
  youtubePlaylistUrl: courses.youtubePlaylistUrl,
  materials: courses.materials,
};

/** Paid material links are selected only for admins, so they cannot leak by accident. */
const columnsFor = (user: SessionUser | null) => (hasAdminAccess(user) ? adminColumns : publicColumns);

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Course not found.' });
const tags = ['courses'];

export const coursesRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/courses', tags, summary: 'All courses (material links for admins only)' } })
    .input(z.void())
    .output(z.array(courseSchema))
    .query(({ ctx }) =>
      // Admins see more (columnsFor): the key says which list this is.
      sharedRead(ctx.sharedReads, `courses.list ${hasAdminAccess(ctx.user) ? 'admin' : 'everyone'}`, () =>
        ctx.db.select(columnsFor(ctx.user)).from(courses).where(isNull(courses.archivedAt)).orderBy(asc(courses.id)),
      ),
    ),

  byId: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/courses/{id}', tags, summary: 'One course' } })
    .input(idParamSchema)
    .output(courseSchema)
    .query(async ({ ctx, input }) => {
      const [row] = await ctx.db
        .select(columnsFor(ctx.user))
        .from(courses)
        .where(and(eq(courses.id, input.id), isNull(courses.archivedAt)));
      if (!row) throw notFound();
      return row;
    }),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/courses', tags, summary: 'Create a course (price in cents)' },
      rateLimit: 'none',
      audit: 'required',
      successStatus: 201,
    })
    .input(courseInputSchema)
    .output(courseSchema)
    .mutation(async ({ ctx, input }) => {
      const created = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'course.create',
        targetType: 'course',
        change: ctx.db
          .insert(courses)
          .values({ ...input, materials: input.materials ?? [] })
          .returning(adminColumns),
        summary: (row) => ({ title: row.title, price: row.price }),
        orElse: () => new Error('insert returned no row'),
      });
      // Found by the site search from the moment it is on the site (listing-documents.ts).
      await updateSearchIndex(ctx.db, { write: [courseDocument(created)] });
      return created;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/courses/{id}', tags, summary: 'Update a course' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(courseUpdateSchema)
    .output(courseSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, expectedUpdatedAt, ...fields } = input;
      // Locked: two saves of one course are checked one after the other.
      const [before] = await ctx.db
        .select(adminColumns)
        .from(courses)
        .where(and(eq(courses.id, id), isNull(courses.archivedAt)))
        .for('update');
      if (!before) throw notFound();
      const { updatedAt: _b, ...b } = before;
      // An admin's edit makes a sample theirs once it no longer says it is one (sample-marks.ts).
      const changes = { ...fields, ...demoAfterEdit({ ...before, ...fields }) };
      if (!editWrites(b, changes, { storedAt: before.updatedAt, expectedUpdatedAt })) return before;
      const after = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'course.update',
        targetType: 'course',
        change: ctx.db.update(courses).set(changes).where(eq(courses.id, id)).returning(adminColumns),
        summary: ({ updatedAt: _a, ...a }) => diffFields(b, a),
        orElse: notFound,
      });
      await reindexEdited(ctx.db, courseDocument(before), courseDocument(after));
      return after;
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/courses/{id}', tags, summary: 'Delete a course (archived if it has enrollments)' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(courseDeleteResultSchema)
    .mutation(async ({ ctx, input }) => {
      // Locked until commit: parallel deletes run one after another (the later ones find
      // nothing: 404), and an enrollment being created waits for this decision.
      const [course] = await ctx.db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(and(eq(courses.id, input.id), isNull(courses.archivedAt)))
        .for('update');
      if (!course) throw notFound();
      const [{ value: enrollmentCount } = { value: 0 }] = await ctx.db
        .select({ value: count() })
        .from(enrollments)
        .where(eq(enrollments.courseId, input.id));
      // A course with enrollment history is archived, not deleted: learners keep their record.
      const outcome = enrollmentCount > 0 ? ('archived' as const) : ('deleted' as const);
      if (outcome === 'archived') await archiveCourseAndTellWaitingLearners(ctx.db, ctx.siteUrl, input.id);
      else await ctx.db.delete(courses).where(eq(courses.id, input.id));
      // Either way its page is gone (404), and so is its search entry.
      await updateSearchIndex(ctx.db, { remove: [courseSource(input.id)] });
      await recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: `course.${outcome === 'archived' ? 'archive' : 'delete'}`,
        targetType: 'course',
        targetId: input.id,
        summary: { title: course.title, enrollments: enrollmentCount },
      });
      return { success: true as const, outcome };
    }),
});
