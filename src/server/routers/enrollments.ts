import { z } from 'zod';
import {
  decisionResultSchema,
  decisionSchema,
  enrollResultSchema,
  enrollSchema,
  myEnrollmentSchema,
  pendingEnrollmentSchema,
} from '../../shared/schemas/enrollments';
import { decideEnrollment, enroll, listMyEnrollments, listPendingEnrollments } from '../services/enrollments';
import { router } from '../trpc/init';
import { adminProcedure, authedProcedure } from '../trpc/procedures';

const tags = ['enrollments'];

export const enrollmentsRouter = router({
  mine: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/enrollments', tags, summary: "The signed-in user's enrollments" } })
    .input(z.void())
    .output(z.array(myEnrollmentSchema))
    .query(({ ctx }) => listMyEnrollments(ctx.db, ctx.user.id)),

  enroll: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/enroll', tags, summary: 'Enroll in a course (starts pending)' },
      rateLimit: 'enroll',
      audit: 'none',
      successStatus: 201,
    })
    .input(enrollSchema)
    .output(enrollResultSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await enroll(ctx.db, ctx.user.id, input, ctx.siteUrl);
      ctx.log.info({ enrollmentId: row.id, userId: ctx.user.id }, 'enrollment created');
      return row;
    }),

  pending: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/enrollments/pending', tags, summary: 'Enrollments waiting for approval' } })
    .input(z.void())
    .output(z.array(pendingEnrollmentSchema))
    .query(({ ctx }) => listPendingEnrollments(ctx.db)),

  approve: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/enrollments/{id}/approve', tags, summary: 'Approve a pending enrollment' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(decisionSchema)
    .output(decisionResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await decideEnrollment(ctx.db, { ...input, decision: 'confirmed', adminId: ctx.user.id, siteUrl: ctx.siteUrl });
      return result;
    }),

  reject: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/enrollments/{id}/reject', tags, summary: 'Reject a pending enrollment' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(decisionSchema)
    .output(decisionResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await decideEnrollment(ctx.db, { ...input, decision: 'rejected', adminId: ctx.user.id, siteUrl: ctx.siteUrl });
      return result;
    }),
});
