import { useCurrentUser } from '../../hooks/use-current-user';
import { trpc } from '../../trpc';
import { CourseCard } from './course-card';
import { useHeldCourses } from './held-courses';

/** A course picked by a word in its title (e.g. 'Security Masterclass'); nothing when absent. */
export function FeaturedCourse({ titleContains }: { titleContains: string }) {
  const user = useCurrentUser();
  const course = trpc.courses.list.useQuery().data?.find((c) => c.title.includes(titleContains));
  const held = useHeldCourses(Boolean(user));
  if (!course) return null;
  return <CourseCard course={course} signedIn={Boolean(user)} held={held.get(course.id)} />;
}
