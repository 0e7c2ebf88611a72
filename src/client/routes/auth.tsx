import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { PageIntro } from '../components/page-placeholder';

const authSearchSchema = z.object({
  tab: z.enum(['login', 'register']).optional().catch(undefined),
  intent: z.enum(['enroll']).optional().catch(undefined),
  courseId: z.coerce.number().int().positive().optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ context }) => {
    // Signed-in visitors have nothing to do here.
    if (context.user) throw redirect({ to: '/' });
  },
  head: () => ({ meta: [{ title: 'Sign In or Register | Dominica Crypto Education' }] }),
  component: AuthPage,
});

function AuthPage() {
  return <PageIntro title="Welcome" intro="Sign in or create an account." />;
}
