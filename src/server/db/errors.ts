/** Recognise PostgreSQL errors through drizzle's wrapper, for both drivers. */
interface PgLikeError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

function findPgError(err: unknown): PgLikeError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgLikeError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** A unique violation (23505), optionally on a named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = findPgError(err);
  if (!pg || pg.code !== '23505') return false;
  if (!constraint) return true;
  return (pg.constraint ?? pg.constraint_name) === constraint;
}

/** The constraint or index a unique violation (23505) names; undefined for any other error. */
export function uniqueViolationOn(err: unknown): string | undefined {
  const pg = findPgError(err);
  return pg?.code === '23505' ? (pg.constraint ?? pg.constraint_name) : undefined;
}

/** A foreign-key violation (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return findPgError(err)?.code === '23503';
}

/** Driver codes of a connection that failed or was lost (postgres.js, Node sockets). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // A statement written to a socket at the moment it closed (Node's streams, not the server).
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_SOCKET_CLOSED',
  // The request's deadline passed while it waited for the database (commit-deadline.ts).
  'REQUEST_DEADLINE',
]);

/**
 * SQLSTATEs of a database too slow to answer in time: 57014 a statement cancelled (statement_timeout,
 * or the cancel request a request deadline sends), 25P03 a session ended by
 * idle_in_transaction_session_timeout, 40P01 a deadlock broken by the server and 40001 a
 * serialization failure (two mutations of one account locking its row at once). Trying again
 * later may succeed: 503, not 500.
 */
const TOO_SLOW_SQLSTATES = new Set(['57014', '25P03', '40P01', '40001']);

/**
 * The database cannot be reached right now (down, restarting, connection lost): the request may
 * succeed if tried again, so callers answer 503 rather than 500. SQLSTATE class 08 is a
 * connection exception; 57P01-57P03 are the server shutting down or starting up; the others are
 * a database too slow to answer within the timeouts above.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || TOO_SLOW_SQLSTATES.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code))
    )
      return true;
    // A connection attempt to several addresses fails as one AggregateError of each attempt's error.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
