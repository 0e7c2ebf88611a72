import { useState } from 'react';
import { flashToast, toast } from '../components/toast/toast-store';
import { logOut } from '../lib/session-requests';

/**
 * Log out, then load `to` (spec: / or /auth) as a new page, which starts signed out everywhere;
 * the 'Logged out' toast is shown there. No router and no tRPC client: the logout button sits in
 * the frame of every page, whose first load stays small.
 */
export function useLogout(to: '/' | '/auth' = '/') {
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await logOut();
      flashToast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      window.location.assign(to);
    } catch (error) {
      setPending(false);
      toast({
        title: 'Logout failed',
        description: error instanceof Error && error.message ? error.message : 'Logout failed',
        variant: 'destructive',
      });
    }
  };
  return { logout: () => void logout(), pending };
}
