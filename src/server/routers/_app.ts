import { router } from '../trpc/init';
import { authRouter } from './auth';
import { blogRouter } from './blog';
import { coursesRouter } from './courses';
import { enrollmentsRouter } from './enrollments';
import { eventsRouter } from './events';
import { settingsRouter } from './settings';

export const appRouter = router({
  auth: authRouter,
  blog: blogRouter,
  courses: coursesRouter,
  enrollments: enrollmentsRouter,
  events: eventsRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
