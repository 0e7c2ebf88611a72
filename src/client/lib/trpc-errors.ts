import { TRPCClientError } from '@trpc/client';

/** The tRPC error code a failed call carries ('NOT_FOUND', 'CONFLICT', ...), if it is a tRPC error at all. */
function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
}

/** True when a tRPC call failed because the record does not exist (or is hidden from this user). */
export function isNotFoundError(error: unknown): boolean {
  return errorCode(error) === 'NOT_FOUND';
}

/**
 * True when a page's record cannot exist: not found, or an address the server refuses outright
 * (a slug too long or malformed is answered BAD_REQUEST). Loaders turn it into the 404 page.
 */
export function isMissingPageError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * A call that never got the server's answer (offline, a dropped connection): the browser's own words
 * ("Failed to fetch", "Load failed") mean nothing to a reader (probe 41, F4). Whether the server saw
 * it is unknown. A save's own wording adds that what was typed is kept (`UNSENT_SAVE_MESSAGE`).
 */
export const CONNECTION_LOST_MESSAGE = 'The site could not be reached (you may be offline). Try again once you are connected.';
export const UNSENT_SAVE_MESSAGE =
  'The site could not be reached (you may be offline), so this may not have been saved. What you typed is still here: try again once you are connected.';

/**
 * A create that got no answer may have been stored: "try again" made a second course when the
 * first had been saved and only its answer was lost (probe 68, F1). The list is read again once the
 * site answers (query-client.ts), so the admin can see whether it is there.
 */
export const UNSENT_CREATE_MESSAGE =
  'The site could not be reached (you may be offline), so this may or may not have been created. What you typed is still here: once you are connected, look for it in the list before you create it again.';

/** No answer at all: the link keeps the response it got (`meta.response`), even one it could not read. */
export const gotNoAnswer = (error: unknown) =>
  error instanceof TRPCClientError && errorCode(error) === undefined && !(error.meta && 'response' in error.meta);

/** A create's failure in words: as `errorMessage`, but one that got no answer says it may have been stored. */
export function createFailureMessage(error: unknown, fallback: string): string {
  return gotNoAnswer(error) ? UNSENT_CREATE_MESSAGE : errorMessage(error, fallback);
}

/** The server's readable message, a connection failure in words, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (gotNoAnswer(error)) return CONNECTION_LOST_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's "Too many attempts. Please wait ..." answer (HTTP 429), whose message says how long. */
export function rateLimitMessage(error: unknown): string | null {
  return error instanceof Error && errorCode(error) === 'TOO_MANY_REQUESTS' ? error.message : null;
}

/**
 * True when a save was refused because someone else changed the record first (409): the list it
 * was opened from is out of date, so callers refetch it before the admin opens it again.
 */
export function isEditConflict(error: unknown): boolean {
  return errorCode(error) === 'CONFLICT';
}

/**
 * True when the server refused a change because of what the data is now, not because of what was
 * typed: the record changed or went meanwhile (another tab, an admin), or what was chosen is no
 * longer offered. What the page shows is then out of date. A refusal with field issues (a typo),
 * a sign-in or a rate limit says nothing about the data.
 */
export function isRefusalByTheData(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'PRECONDITION_FAILED') return true;
  if (code !== 'BAD_REQUEST' || !(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  const issues = typeof data === 'object' && data !== null && 'issues' in data ? data.issues : undefined;
  return issues === undefined || issues === null;
}

/**
 * True when a call was refused because of who the reader is now: signed out (elsewhere, or timed
 * out), no longer an admin, or an admin the site now asks to set up two-factor first.
 */
export function isAccessRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}
