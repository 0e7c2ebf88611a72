import { trpc } from '../../trpc';

export type HeldStatus = 'pending' | 'confirmed';

/** The signed-in learner's courses that are pending or confirmed, by course id (empty when signed out). */
export function useHeldCourses(signedIn: boolean): Map<number, HeldStatus> {
  const mine = trpc.enrollments.mine.useQuery(undefined, { enabled: signedIn });
  const held = new Map<number, HeldStatus>();
  for (const e of mine.data ?? [])
    if (e.paymentStatus === 'pending' || e.paymentStatus === 'confirmed') held.set(e.course.id, e.paymentStatus);
  return held;
}
