import { z } from 'zod';
import {
  bulkDecisionResultSchema,
  bulkDecisionSchema,
  paymentMethodChangeResultSchema,
  paymentMethodChangeSchema,
  paymentReferenceResultSchema,
  paymentReferenceUpdateSchema,
  pendingQuerySchema,
  decisionResultSchema,
  decisionSchema,
  enrollResultSchema,
  enrollSchema,
  myEnrollmentSchema,
  pendingEnrollmentSchema,
  enrollmentExportSchema,
  recentDecisionSchema,
  undoDecisionSchema,
  undoManyResultSchema,
  undoManySchema,
  undoResultSchema,
} from '../../shared/schemas/enrollments';
import { UNDO_WINDOW_MINUTES } from '../../shared/pending-queue';
import { changePaymentMethod } from '../services/enrollment-method';
import { listRecentDecisions, undoDecision, undoDecisions } from '../services/enrollment-undo';
import { EXPORT_COLUMNS, EXPORT_FILENAME } from '../services/enrollment-export';
import { bulkDecide, listPendingEnrollments } from '../services/enrollment-queue';
import { decideEnrollment, enroll, listMyEnrollments, updatePaymentReference } from '../services/enrollments';
import { router } from '../trpc/init';
import { sharedRead } from '../trpc/shared-read';
import { readPaymentSetup } from '../services/payment-instructions';
import { adminProcedure, authedProcedure } from '../trpc/procedures';

const tags = ['enrollments'];

export const enrollmentsRouter = router({
  mine: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/enrollments', tags, summary: "The signed-in user's enrollments" } })
    .input(z.void())
    .output(z.array(myEnrollmentSchema))
    .query(({ ctx }) =>
      listMyEnrollments(ctx.db, ctx.user.id, () => sharedRead(ctx.sharedReads, 'payment setup', () => readPaymentSetup(ctx.db))),
    ),

  enroll: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/enroll',
        tags,
        summary: 'Enroll in a course (starts pending; a free course is confirmed at once, with no payment method)',
      },
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
    .input(pendingQuerySchema)
    .output(z.array(pendingEnrollmentSchema))
    .query(({ ctx, input }) => listPendingEnrollments(ctx.db, input ?? {})),

  recent: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/enrollments/recent',
        tags,
        summary: `Decisions of the last ${UNDO_WINDOW_MINUTES} minutes (those that can still be undone), newest first`,
      },
    })
    .input(z.void())
    .output(z.array(recentDecisionSchema))
    .query(({ ctx }) => listRecentDecisions(ctx.db)),

  undo: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/enrollments/{id}/undo',
        tags,
        summary: `Undo an approval or rejection made in the last ${UNDO_WINDOW_MINUTES} minutes (back to pending; the learner is told)`,
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(undoDecisionSchema)
    .output(undoResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await undoDecision(ctx.db, { ...input, adminId: ctx.user.id, siteUrl: ctx.siteUrl });
      ctx.log.info({ enrollmentId: result.id, undone: result.undone }, 'enrollment decision undone');
      return result;
    }),

  undoMany: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/enrollments/undo',
        tags,
        summary: `Undo several decisions made in the last ${UNDO_WINDOW_MINUTES} minutes (a bulk decision's Undo): all back to pending, or none`,
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(undoManySchema)
    .output(undoManyResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await undoDecisions(ctx.db, { ...input, adminId: ctx.user.id, siteUrl: ctx.siteUrl });
      ctx.log.info({ count: result.count }, 'enrollment decisions undone');
      return result;
    }),

  updateReference: authedProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/enrollments/{id}', tags, summary: 'Add or correct your payment reference while pending' },
      rateLimit: 'paymentReference',
      audit: 'none',
    })
    .input(paymentReferenceUpdateSchema)
    .output(paymentReferenceResultSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await updatePaymentReference(ctx.db, ctx.user.id, input.id, input.paymentReference, input.expectedMethod);
      ctx.log.info({ enrollmentId: row.id, userId: ctx.user.id }, 'payment reference updated');
      return row;
    }),

  changeMethod: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/enrollments/{id}/method',
        tags,
        summary: 'Change how you pay for your pending enrollment (to a method offered now; the new instructions are emailed)',
      },
      rateLimit: 'paymentMethod',
      audit: 'none',
    })
    .input(paymentMethodChangeSchema)
    .output(paymentMethodChangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { referenceCleared, ...result } = await changePaymentMethod(ctx.db, {
        userId: ctx.user.id,
        id: input.id,
        paymentMethod: input.paymentMethod,
        siteUrl: ctx.siteUrl,
      });
      if (result.changed)
        ctx.log.info(
          { enrollmentId: result.id, userId: ctx.user.id, to: result.paymentMethod, referenceCleared },
          'payment method changed',
        );
      return result;
    }),

  bulk: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/enrollments/bulk',
        tags,
        summary: 'Approve or reject many pending enrollments (all or nothing)',
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(bulkDecisionSchema)
    .output(bulkDecisionResultSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await bulkDecide(ctx.db, { ...input, adminId: ctx.user.id, siteUrl: ctx.siteUrl });
      ctx.log.info({ action: result.action, count: result.count }, 'bulk enrollment decision');
      return result;
    }),

  /**
   * The REST path answers the file itself, newest first, streamed in constant memory
   * (src/server/rest/enrollments-export.ts): this procedure is its gate (admin only). tRPC callers
   * get what the file will hold: its name and columns.
   */
  exportCsv: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/enrollments/export',
        tags,
        summary: 'Accounting CSV of every enrollment (text/csv, streamed)',
      },
    })
    .input(z.void())
    .output(enrollmentExportSchema)
    .query(() => ({ filename: EXPORT_FILENAME, columns: [...EXPORT_COLUMNS] })),

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
