import { TRPCClientError } from '@trpc/client';

/** True when a tRPC call failed because the record does not exist (or is hidden from this user). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';
}

/**
 * True when a page's record cannot exist: not found, or an address the server refuses outright
 * (a slug too long or malformed is answered BAD_REQUEST). Loaders turn it into the 404 page.
 */
export function isMissingPageError(error: unknown): boolean {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** The server's readable message, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's "Too many attempts. Please wait ..." answer (HTTP 429), whose message says how long. */
export function rateLimitMessage(error: unknown): string | null {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'TOO_MANY_REQUESTS'
    ? error.message
    : null;
}

/**
 * True when a save was refused because someone else changed the record first (409): the list it
 * was opened from is out of date, so callers refetch it before the admin opens it again.
 */
export function isEditConflict(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'CONFLICT';
}
