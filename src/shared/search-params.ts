/**
 * Search-parameter readers for route definitions. These load with every page, so they are plain
 * functions rather than zod schemas (zod added ~15 KB gzip to every page; see
 * docs/decisions/first-load-budget.md). They never throw: a malformed parameter is dropped, so a
 * mangled link still opens the page. Anything sent to the server is validated there by zod.
 */
type Search = Record<string, unknown>;

/**
 * A text parameter, dropped when too long or when it holds a NUL: the router reads a value spelled
 * as JSON (`?q="\u0000"`), so a NUL can arrive without the `%00` the server refuses at its edge,
 * and PostgreSQL text cannot hold one (the payment queue's search answered 500 with it).
 */
export function optionalString(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength && !value.includes('\u0000') ? value : undefined;
}

export function optionalPositiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function optionalOneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** `?token=` of the e-mailed reset and unsubscribe links. */
export function tokenSearch(search: Search): { token?: string } {
  return { token: optionalString(search.token, 200) };
}
