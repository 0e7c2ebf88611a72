/**
 * Route guards (spec section 2): anonymous visitors go to /auth, signed-in non-admins on
 * admin routes go to /. The server renders the same redirects, so no protected markup is sent.
 */
import { redirect } from '@tanstack/react-router';
import type { CurrentUser } from '../trpc';

export function requireUser(user: CurrentUser | null | undefined, href: string): CurrentUser {
  if (!user) throw redirect({ to: '/auth', search: { redirect: href } });
  return user;
}

export function requireAdmin(user: CurrentUser | null | undefined, href: string): CurrentUser {
  const signedIn = requireUser(user, href);
  if (signedIn.role !== 'admin') throw redirect({ to: '/' });
  // The site requires 2FA of admins and this one has none yet: the admin area would refuse every
  // call, so send them to where they set it up (their profile) instead of an error page.
  if (signedIn.twoFactorSetupRequired) throw redirect({ to: '/profile', hash: 'two-factor' });
  return signedIn;
}
