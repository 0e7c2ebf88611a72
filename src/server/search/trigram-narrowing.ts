/**
 * A "contains" search (`email ILIKE '%q%'`) on a large table, made cheap for the trigram index.
 *
 * pg_trgm turns `%q%` into every trigram of q, and the GIN scan reads the whole posting list of
 * each one. A trigram found in most rows ("com", "ail", "rea" in `reader123@example.com`) costs
 * ~6 ms per million rows and narrows nothing. So the index is handed a weaker pattern made only of
 * q's rare parts, in order, joined by `%` (`reader123456@` becomes `%r123456%`,
 * `john.smith@gmail.com` may become `%john%smith%`): every row that contains q matches it, so
 * nothing is lost, and the exact test (`strpos`, which no index serves) is applied to the few rows
 * it finds. Which trigrams are rare comes from a sample of the table (trigram-sample.ts).
 */

/** A trigram in fewer than this share of the rows is worth reading from the index. */
export const RARE_TRIGRAM_SHARE = 0.05;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** `%`, `_` and `\` typed by a user are literal characters in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The LIKE pattern to hand the trigram index for a search of `q`, or undefined when q itself is
 * the best there is (no common trigram to drop, or no rare one to keep). `share(trigram)` is the
 * estimated share of rows (0..1) containing the lower-case trigram.
 */
export function narrowedPattern(q: string, share: (trigram: string) => number, rare = RARE_TRIGRAM_SHARE): string | undefined {
  // The pattern keeps q's own characters (ILIKE ignores case the database's way); only the lookup
  // of a trigram's share is lower-cased, as pg_trgm stores them.
  const chars = [...q];
  const keep: boolean[] = chars.map(() => false);
  let trigrams = 0;
  let common = 0;
  for (let i = 0; i + 3 <= chars.length; i++) {
    const window = chars.slice(i, i + 3);
    // pg_trgm makes trigrams of words only (letters and digits): no other window is looked up.
    if (!window.every((c) => WORD_CHAR.test(c))) continue;
    trigrams++;
    if (share(window.join('').toLowerCase()) < rare) keep[i] = keep[i + 1] = keep[i + 2] = true;
    else common++;
  }
  if (common === 0 || common === trigrams) return undefined;
  const parts: string[] = [];
  let run = '';
  chars.forEach((c, i) => {
    if (keep[i]) run += c;
    else if (run) {
      parts.push(run);
      run = '';
    }
  });
  if (run) parts.push(run);
  return `%${parts.map(escapeLike).join('%')}%`;
}
