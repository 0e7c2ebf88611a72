/** The launch checklist and the removal of the sample content (issue 28): admin only. */
import { z } from 'zod';
import { demoContentSchema, demoRemovalResultSchema, launchChecklistSchema } from '../../shared/schemas/launch';
import { listDemoContent, removeDemoContent } from '../services/demo-content';
import { launchChecklist } from '../services/launch-checklist';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

const tags = ['admin'];

export const launchRouter = router({
  checklist: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/launch-checklist', tags, summary: 'What is left before launch, each with where to fix it' },
    })
    .input(z.void())
    .output(launchChecklistSchema)
    .query(({ ctx }) => launchChecklist(ctx.db, ctx.deployment)),

  demoContent: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/demo-content', tags, summary: 'The sample courses, events and articles still on the site' },
    })
    .input(z.void())
    .output(demoContentSchema)
    .query(({ ctx }) => listDemoContent(ctx.db)),

  removeDemoContent: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/demo-content/remove',
        tags,
        summary: 'Remove every sample course, event and article at once',
      },
      rateLimit: 'none',
      audit: 'required',
      // Lists, pages, search and the frame's sample notice all change.
    })
    .input(z.object({}).strict().optional())
    .output(demoRemovalResultSchema)
    .mutation(({ ctx }) => removeDemoContent(ctx.db, ctx.user.id)),
});
