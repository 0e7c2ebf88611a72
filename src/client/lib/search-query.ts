/**
 * `?q=` of /search. The router reads the query string as JSON-ish values, so `?q=1` arrives as a
 * number and `?q=a&q=b` as an array. The answer always names `q`: a key left out would let the
 * router keep the raw value, which then reached the server's string-only schema and failed the
 * page with a 500 (issue 25 finding 10). What someone typed is searched for as text: a number or
 * true/false as its text, a repeated parameter as its first value.
 */
const SEARCH_QUERY_MAX = 200;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function searchQuery(search: Record<string, unknown>): { q: string | undefined } {
  const raw = search.q;
  const first = Array.isArray(raw) ? raw.map(asText).find((v) => v !== undefined) : asText(raw);
  return { q: first?.slice(0, SEARCH_QUERY_MAX) };
}
