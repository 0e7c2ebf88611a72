import { router } from '../trpc/init';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { contactRouter } from './contact';
import { contentRouter } from './content';
import { subscribersRouter } from './subscribers';
import { usersRouter } from './users';
import { blogRouter } from './blog';
import { coursesRouter } from './courses';
import { enrollmentsRouter } from './enrollments';
import { eventsRouter } from './events';
import { searchRouter } from './search';
import { settingsRouter } from './settings';
import { paymentsRouter } from './payments';
import { twoFactorRouter } from './two-factor';
import { launchRouter } from './launch';
import { accountRouter } from './account';
import { webauthnRouter } from './webauthn';
import { progressRouter } from './progress';
import { certificatesRouter } from './certificates';
import { imagesRouter } from './images';

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  contact: contactRouter,
  content: contentRouter,
  subscribers: subscribersRouter,
  users: usersRouter,
  blog: blogRouter,
  courses: coursesRouter,
  enrollments: enrollmentsRouter,
  events: eventsRouter,
  search: searchRouter,
  settings: settingsRouter,
  payments: paymentsRouter,
  twoFactor: twoFactorRouter,
  launch: launchRouter,
  account: accountRouter,
  webauthn: webauthnRouter,
  progress: progressRouter,
  certificates: certificatesRouter,
  images: imagesRouter,
});

export type AppRouter = typeof appRouter;
