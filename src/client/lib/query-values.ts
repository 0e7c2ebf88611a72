/**
 * How the router reads and writes the query (its `parseSearch` / `stringifySearch` options): a
 * value is the text sent. `?q=778899` is the text "778899" and `?q=2.50` is "2.50"; TanStack's
 * default turned what looks like a number, a boolean or JSON into one, so a bank reference of
 * digits became a number the payment queue's search dropped, and `2.50` read as "2.5".
 * A value written as a JSON string (`"..."`) is read as that string: links the default wrote for
 * such text, and text that itself starts with a quote, which is written that way. A repeated key
 * is a list, as before.
 */
type Search = Record<string, unknown>;

function readValue(raw: string): unknown {
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // Not a JSON string after all: the text as sent.
    }
  }
  return raw;
}

function writeValue(value: unknown): string {
  if (typeof value === 'string') return value.startsWith('"') ? JSON.stringify(value) : value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function parseSearch(searchStr: string): Search {
  // No prototype: a `?__proto__=` or `?constructor=` key is a key like any other.
  const search: Search = Object.create(null);
  for (const [key, raw] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    const value = readValue(raw);
    const before = search[key];
    search[key] = before === undefined ? value : ([] as unknown[]).concat(before, value);
  }
  return search;
}

export function stringifySearch(search: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, writeValue(item));
    else params.set(key, writeValue(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
