import { router } from '../trpc/init';
import { authRouter } from './auth';
import { blogRouter } from './blog';
import { coursesRouter } from './courses';
import { enrollmentsRouter } from './enrollments';
import { settingsRouter } from './settings';

export const appRouter = router({
  auth: authRouter,
  blog: blogRouter,
  courses: coursesRouter,
  enrollments: enrollmentsRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
