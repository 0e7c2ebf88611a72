import { useNavigate, useRouter } from '@tanstack/react-router';
import { toast } from '../components/toast/toast-store';
import { errorMessage } from '../lib/trpc-errors';
import { trpc } from '../trpc';

/** Log out, forget the user everywhere in the cache, and go to `to` (spec: / or /auth). */
export function useLogout(to: '/' | '/auth' = '/') {
  const utils = trpc.useUtils();
  const router = useRouter();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    onSuccess: async () => {
      utils.auth.current.setData(undefined, null);
      await utils.invalidate();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      await router.invalidate();
      await navigate({ to });
    },
    onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error, 'Logout failed'), variant: 'destructive' }),
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
