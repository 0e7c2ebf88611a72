import { router } from '../trpc/init';
import { authRouter } from './auth';
import { settingsRouter } from './settings';

export const appRouter = router({
  auth: authRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
