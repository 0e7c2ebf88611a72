/**
 * POST /api/logout (spec section 7), with fetch: the REST endpoint is the same tRPC procedure,
 * and it keeps the tRPC client out of every page's first load. Writes must be JSON (CSRF guard).
 */
export async function logOut(): Promise<void> {
  const response = await fetch('/api/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof body?.message === 'string' ? body.message : 'Logout failed');
}
