/**
 * A learner's progress: pages marked done, quizzes passed (graded here, never trusted from the
 * browser), and the merge of what a device kept while signed out or offline: the union of
 * completions, each with its earliest completedAt (never later than now).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lessonProgress, quizPasses } from '../db/schema';
import { assertTrackablePage, findTrackablePage, gradeQuiz, lessonQuiz } from './learning-tracks';
import { TRPCError } from '@trpc/server';

export async function listProgress(db: Db, userId: number) {
  return db
    .select({ collection: lessonProgress.collection, slug: lessonProgress.slug, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .orderBy(asc(lessonProgress.completedAt), asc(lessonProgress.id));
}

export async function listQuizPasses(db: Db, userId: number) {
  return db
    .select({ slug: quizPasses.slug, passedAt: quizPasses.passedAt })
    .from(quizPasses)
    .where(eq(quizPasses.userId, userId))
    .orderBy(asc(quizPasses.passedAt), asc(quizPasses.id));
}

/** Marks a page done (keeping the first completedAt) or not done. */
export async function setProgress(db: Db, userId: number, collection: string, slug: string, done: boolean, at = new Date()) {
  assertTrackablePage(collection, slug);
  if (!done) {
    await db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.collection, collection), eq(lessonProgress.slug, slug)));
    return { collection, slug, done, completedAt: null };
  }
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, collection, slug, completedAt: at })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.collection, lessonProgress.slug],
      set: { completedAt: sql`least(${lessonProgress.completedAt}, excluded.completed_at)` },
    })
    .returning({ completedAt: lessonProgress.completedAt });
  return { collection, slug, done, completedAt: row!.completedAt };
}

/** Grades a quiz; a pass is stored (the first pass's time is kept). */
export async function submitQuiz(db: Db, userId: number, slug: string, answers: readonly number[], at = new Date()) {
  const questions = lessonQuiz(slug);
  if (!questions) throw new TRPCError({ code: 'NOT_FOUND', message: 'Quiz not found.' });
  const { correct, passed } = gradeQuiz(questions, answers);
  if (!passed) return { slug, passed, correct, passedAt: null };
  const [row] = await db
    .insert(quizPasses)
    .values({ userId, slug, passedAt: at })
    .onConflictDoUpdate({
      target: [quizPasses.userId, quizPasses.slug],
      set: { passedAt: sql`least(${quizPasses.passedAt}, excluded.passed_at)` },
    })
    .returning({ passedAt: quizPasses.passedAt });
  return { slug, passed, correct, passedAt: row!.passedAt };
}

interface DeviceProgress {
  completions: { collection: string; slug: string; completedAt: string }[];
  quizzes: { slug: string; answers: number[] }[];
}

/**
 * Merges a device's copy in. Pages that no longer exist (a renamed lesson) and quizzes that were
 * not answered correctly are skipped, not refused: the device cannot know.
 */
export async function mergeDeviceProgress(db: Db, userId: number, device: DeviceProgress, now = new Date()) {
  for (const item of device.completions) {
    if (!findTrackablePage(item.collection, item.slug)) continue;
    const at = new Date(Math.min(Date.parse(item.completedAt), now.getTime()));
    await setProgress(db, userId, item.collection, item.slug, true, at);
  }
  for (const quiz of device.quizzes) {
    if (lessonQuiz(quiz.slug)) await submitQuiz(db, userId, quiz.slug, quiz.answers, now);
  }
  const [progress, quizzes] = await Promise.all([listProgress(db, userId), listQuizPasses(db, userId)]);
  return { progress, quizzes };
}
