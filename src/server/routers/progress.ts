/**
 * Learning progress (issue 26, item 4): "Mark as done" on lessons, guides and security topics, the
 * lesson quizzes, and the tracks they make. Reads and writes are the signed-in learner's own only;
 * the tracks and quizzes themselves are public (the quiz answers are printed on the page anyway).
 */
import { z } from 'zod';
import {
  lessonQuizSchema,
  progressItemSchema,
  quizInputSchema,
  quizPassSchema,
  quizResultSchema,
  setProgressInputSchema,
  setProgressOutputSchema,
  submitQuizInputSchema,
  syncProgressInputSchema,
  syncProgressOutputSchema,
  trackSchema,
} from '../../shared/schemas/progress';
import { listProgress, listQuizPasses, mergeDeviceProgress, setProgress, submitQuiz } from '../services/learning-progress';
import { allTracks, lessonQuiz } from '../services/learning-tracks';
import { router, TRPCError } from '../trpc/init';
import { authedProcedure, publicProcedure } from '../trpc/procedures';

const tags = ['progress'];

export const progressRouter = router({
  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/progress', tags, summary: 'Pages you marked done' } })
    .input(z.void())
    .output(z.array(progressItemSchema))
    .query(({ ctx }) => listProgress(ctx.db, ctx.user.id)),

  set: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/progress/{collection}/{slug}',
        tags,
        summary: 'Mark a lesson, guide or security topic done (or not)',
      },
      rateLimit: 'progressWrite',
      audit: 'none',
    })
    .input(setProgressInputSchema)
    .output(setProgressOutputSchema)
    .mutation(({ ctx, input }) => setProgress(ctx.db, ctx.user.id, input.collection, input.slug, input.done)),

  /** What a device kept while signed out or offline, merged in (union, earliest completedAt). */
  sync: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/progress/sync', tags, summary: "Merge a device's progress and quiz answers into your account" },
      rateLimit: 'progressWrite',
      audit: 'none',
    })
    .input(syncProgressInputSchema)
    .output(syncProgressOutputSchema)
    .mutation(({ ctx, input }) => mergeDeviceProgress(ctx.db, ctx.user.id, input)),

  quizPasses: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/progress/quizzes', tags, summary: 'Lesson quizzes you passed' } })
    .input(z.void())
    .output(z.array(quizPassSchema))
    .query(({ ctx }) => listQuizPasses(ctx.db, ctx.user.id)),

  submitQuiz: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/quizzes/{slug}/attempts',
        tags,
        summary: "Answer a lesson's quiz (passed when every answer is right)",
      },
      rateLimit: 'progressWrite',
      audit: 'none',
    })
    .input(submitQuizInputSchema)
    .output(quizResultSchema)
    .mutation(({ ctx, input }) => submitQuiz(ctx.db, ctx.user.id, input.slug, input.answers)),

  quiz: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/quizzes/{slug}', tags, summary: "A lesson's quiz with its answers and explanations" } })
    .input(quizInputSchema)
    .output(lessonQuizSchema)
    .query(({ input }) => {
      const questions = lessonQuiz(input.slug);
      if (!questions) throw new TRPCError({ code: 'NOT_FOUND', message: 'Quiz not found.' });
      return { slug: input.slug, questions };
    }),

  tracks: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tracks', tags, summary: 'The learning tracks and their pages' } })
    .input(z.void())
    .output(z.array(trackSchema))
    .query(() => allTracks()),
});
