/**
 * A cookie scripts can read that says "this device has a signed-in session" (the session cookie
 * itself is HttpOnly). The server sets it with every save of a signed-in session, lasting until the
 * session's absolute end, and clears it whenever the session is destroyed (logout by any path,
 * expiry) or found revoked (server/trpc/session.ts). The device's offline copy of /profile
 * (client/lib/offline-enrollments.ts) is kept only while it is there: a session that ended in a way
 * no script saw (a native logout post, its 12 hours up, a password changed on another device)
 * takes the copy with it. It holds nothing but "1".
 */
import { parse as parseCookies } from 'cookie';

export const SIGNED_IN_MARKER_COOKIE = 'dce_signed_in';

/** Whether a Cookie header (or `document.cookie`) carries the marker. */
export function hasSignedInMarker(cookies: string | undefined): boolean {
  return parseCookies(cookies ?? '')[SIGNED_IN_MARKER_COOKIE] === '1';
}
