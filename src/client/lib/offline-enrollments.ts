/**
 * The offline copy of /profile (issue 26): a learner at the bank without signal still sees their
 * payment code, amount and where to pay. /profile itself is personal and is never put in any cache
 * (the service worker stores only `Cache-Control: public` answers; /profile is private, no-store).
 * Instead the page writes a small summary to this device's localStorage, for this account only:
 * - one copy per device, tagged with the account id; a visit by another account replaces it;
 * - kept only while the device has a signed-in session (the marker cookie of
 *   shared/signed-in-marker.ts): every page forgets it once the session is gone, however it ended
 *   (a logout posted before the page's code, its 12 hours up, a password changed elsewhere); the
 *   scripted logout (lib/session-requests.ts) and the account's deletion remove it at once;
 * - shown only by /offline when the service worker answers a /profile navigation without network
 *   (behaviors/offline-enrollments.ts), marked "Offline copy from <time>".
 */
import { hasSignedInMarker } from '../../shared/signed-in-marker';

export const PROFILE_COPY_KEY = 'dce-profile-copy';

export interface ProfileCopyEnrollment {
  title: string;
  status: string;
  method: string;
  code: string | null;
  nextStep: string;
  amounts: string[];
  details: { label: string; value: string }[];
  quote: string | null;
  reference: string | null;
}

export interface ProfileCopy {
  userId: number;
  savedAt: string;
  enrollments: ProfileCopyEnrollment[];
}

export function saveProfileCopy(copy: ProfileCopy): void {
  try {
    localStorage.setItem(PROFILE_COPY_KEY, JSON.stringify(copy));
  } catch {
    // Storage full or blocked (private mode): the page works as before, just not offline.
  }
}

export function readProfileCopy(): ProfileCopy | null {
  if (forgetProfileCopyIfSignedOut()) return null;
  try {
    const raw = localStorage.getItem(PROFILE_COPY_KEY);
    if (!raw) return null;
    const copy = JSON.parse(raw) as ProfileCopy;
    return typeof copy.userId === 'number' && Array.isArray(copy.enrollments) ? copy : null;
  } catch {
    return null;
  }
}

export function clearProfileCopy(): void {
  try {
    localStorage.removeItem(PROFILE_COPY_KEY);
  } catch {
    // Nothing stored, or storage blocked.
  }
}

/** Removes the copy when this device no longer has a signed-in session; true when it did. */
export function forgetProfileCopyIfSignedOut(): boolean {
  if (hasSignedInMarker(document.cookie)) return false;
  clearProfileCopy();
  return true;
}

/** After a sign-in: a copy left by another account on this device goes (its session ended without a logout). */
export function keepProfileCopyOnlyFor(userId: number): void {
  const copy = readProfileCopy();
  if (copy && copy.userId !== userId) clearProfileCopy();
}
