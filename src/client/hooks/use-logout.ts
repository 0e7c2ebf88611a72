import { useState } from 'react';
import { logOutAndGo } from '../lib/session-requests';

/** Log out and load `to` (spec: / or /auth); `pending` drives 'Logging out...'. */
export function useLogout(to: '/' | '/auth' = '/') {
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    logOutAndGo(to).catch(() => setPending(false));
  };
  return { logout, pending };
}
