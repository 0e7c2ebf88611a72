import type { RouterContext } from '../router';

type LoaderContext = RouterContext & { user?: { id: number } | null };

/**
 * What a page with course cards needs: the courses and, for a signed-in learner, their
 * enrollments (a course they have pending or confirmed is not offered again).
 */
export async function ensureCourseCardsData(context: LoaderContext): Promise<void> {
  await Promise.all([context.trpc.courses.list.ensureData(), context.user ? context.trpc.enrollments.mine.ensureData() : null]);
}
