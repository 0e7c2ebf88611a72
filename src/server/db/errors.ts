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

/** A foreign-key violation (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return findPgError(err)?.code === '23503';
}
