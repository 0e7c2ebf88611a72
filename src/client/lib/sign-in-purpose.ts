/**
 * What /auth says when a visitor was sent there from a page that needs an account (its
 * `redirect` parameter): which page that is and who it is for, so following /education's
 * "Admin Dashboard" or "User Profile" link never looks like being thrown out (issue 26).
 * After signing in the visitor goes back there (shared/redirects.ts).
 */
export function signInPurpose(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/')) return null;
  const path = redirect.split(/[?#]/)[0]!;
  if (path === '/dashboard' || path === '/admin' || path.startsWith('/admin/'))
    return "The Admin Dashboard is for the site's administrators: sign in with an administrator account to open it. You will go back to it after signing in.";
  if (path === '/profile')
    return 'Your profile (My Courses) shows your course enrollments, payment codes and materials: sign in, or create an account, and you will go back to it.';
  if (path === '/account') return 'Your account settings need you to sign in. You will go back to them after signing in.';
  return 'That page needs you to sign in. You will go back to it after signing in.';
}
