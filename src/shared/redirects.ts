/** Where to go after signing in or registering (spec sections 2 and 4). */

/** Only same-origin relative paths: "/x" but never "//evil.example" or "/\\evil.example". */
export function safeRedirectPath(value: string | undefined | null): string | null {
  if (!value || typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c === '\u007f')) return null;
  return value;
}

export function postLoginTarget(
  user: { role: 'user' | 'admin' },
  search: { redirect?: string; intent?: 'enroll'; courseId?: number },
): string {
  const redirect = safeRedirectPath(search.redirect);
  if (redirect) return redirect;
  if (search.intent === 'enroll' && search.courseId) return `/profile?enroll=${search.courseId}`;
  return user.role === 'admin' ? '/dashboard' : '/profile';
}
