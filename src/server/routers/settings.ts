import { z } from 'zod';
import { publicSettingsSchema } from '../../shared/schemas/settings';
import { readPublicSettings } from '../services/settings';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

export const settingsRouter = router({
  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/settings', tags: ['settings'], summary: 'Public site settings' } })
    .input(z.void())
    .output(publicSettingsSchema)
    .query(({ ctx }) => readPublicSettings(ctx.db)),
});
