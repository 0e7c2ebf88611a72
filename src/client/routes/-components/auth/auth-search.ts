import { z } from 'zod';

export const authSearchSchema = z.object({
  tab: z.enum(['login', 'register', 'forgot']).optional().catch(undefined),
  intent: z.enum(['enroll']).optional().catch(undefined),
  courseId: z.coerce.number().int().positive().optional().catch(undefined),
  redirect: z.string().max(500).optional().catch(undefined),
});
export type AuthSearch = z.infer<typeof authSearchSchema>;
