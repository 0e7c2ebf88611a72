import { z } from 'zod';
// Every schema's checks without a message of their own read as sentences (zod's global setting).
import './readable-messages';

/**
 * Every string a request can carry: PostgreSQL text cannot hold U+0000, so a NUL would reach the
 * database only to fail there (a 500). Refused here, with the field's name, as a 400.
 */
export const NUL_MESSAGE = 'Text cannot contain NUL characters';
export const UNICODE_MESSAGE = 'Text contains an invalid character';
/** Half of a UTF-16 surrogate pair without its other half: no character, and PostgreSQL's JSON refuses it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Characters that mean nothing a reader could see, yet change what some output makes of the text:
 * C0 controls other than tab, newline and carriage return, and U+FFFE/U+FFFF (XML cannot hold them:
 * one in a title made the RSS feed unreadable and its share image a 503); the bidi embeddings,
 * overrides and isolates (U+202A-202E, U+2066-2069: a learner's name drew the amount and the admin's
 * name after it backwards on the admin's screen); and zero-width spaces, word joiners and byte-order
 * marks (a payment reference with one looked like another's and was not flagged as its duplicate).
 * The probe of 2026-11-29. Joiners that shape emoji and scripts (U+200C, U+200D) and the direction
 * marks (U+200E, U+200F) stay.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const INVISIBLE = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');

/** The text without those characters; a vertical tab or form feed (a pasted line or page break) becomes a newline. */
export function withoutInvisible(value: string): string {
  if (!INVISIBLE.test(value)) return value;
  return value.replace(INVISIBLE_ALL, (c) => (c === '\u000B' || c === '\u000C' ? '\n' : ''));
}

/** CRLF and a lone CR as LF. */
export const withLineFeeds = (value: string): string => (value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value);

export const text = () =>
  z
    .string()
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .refine((value) => !LONE_SURROGATE.test(value), UNICODE_MESSAGE)
    // Dropped rather than refused: nobody typed them on purpose, and text stored before this rule
    // is read through the same schemas (a refusal there would fail the page that shows it).
    .overwrite(withoutInvisible)
    // One line ending: a browser's own form post sends CRLF where the live form sends LF, so the
    // same message sent once each way was two different texts (review 56: stored and mailed twice).
    .overwrite(withLineFeeds);

/** Line breaks and tabs, including the Unicode line and paragraph separators and NEL. */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]+/g;

/** The text on one line: each run of line breaks and tabs becomes one space. */
export const asOneLine = (value: string) => value.replace(LINE_BREAKS, ' ');

/**
 * A one-line field (a name, a title, a payment reference): what text() keeps, on one line. A line
 * break typed or pasted into one let a learner write lines of their own into the admin's payment
 * mail ("Payment reference: BOD-884213 (confirmed by bank)" under their name: probe 22, D2); lists,
 * certificates and calendar files drew it too. Turned into a space rather than refused: a name
 * pasted with a trailing newline is still that name.
 */
export const line = () => text().overwrite(asOneLine);

/** What a picture at an http:// address is told (a logo, a cover, a thumbnail). */
export const INSECURE_IMAGE_MESSAGE = 'Use an https:// address: this site only loads pictures over https.';

/**
 * A picture at an http:// address: the site's CSP loads pictures from https: only (img-src 'self'
 * data: https:), so it would show as a broken picture wherever it appears (the probe of 2026-11-29
 * for the logo; probe 29, F4 for covers and thumbnails). Refused on saving, never on reading.
 */
export const isInsecureImageUrl = (value: string) => /^http:/i.test(value);

/**
 * An optional picture field (a cover, a thumbnail): an uploaded image's site path (/media/images/…)
 * or an https:// URL; empty or missing means none (null). `name` starts the format message.
 */
/**
 * A path on this site: one leading slash and no backslash anywhere. Browsers read `\\` as `/`, so
 * `/\\evil.example` (like `//evil.example`) leads to another site (probe 36, F8).
 */
export const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

export const optionalImageUrl = (name: string) =>
  text()
    .trim()
    .max(2000, 'URL is too long')
    // An http:// address is told why below, not that it is no URL.
    .refine(
      (v) => v === '' || isInsecureImageUrl(v) || /^https:\/\/[^\s]+$/i.test(v) || isSitePath(v),
      `${name} must be an https:// URL or a site path`,
    )
    .refine((v) => !isInsecureImageUrl(v), INSECURE_IMAGE_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A whole number as JSON sends it (12) or as an address or a form spells it: "12", decimal digits
 * and no leading zero. `012`, `0x0c`, `1.2e1`, `12.0` and ` 12` are other spellings of 12
 * (`Number()` reads them all): each was another address, and another cache entry, for the same
 * answer, so they are refused as any other text is (the probe of 2026-11-29).
 */
export const wholeNumber = <T extends z.ZodType<number | undefined>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^(0|[1-9][0-9]*)$/.test(value) ? Number(value) : value), schema);

/** What a refused id is told: `-1`, `1e3` or `abc` in a path are not "a string" to the caller (probe of 2026-11-29). */
export const ID_MESSAGE = 'The id must be a positive whole number';
/** A positive integer id from a path, a query string or a body ("12" is accepted). */
export const idSchema = wholeNumber(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE));
export const idParamSchema = z.object({ id: idSchema }).strict();

/**
 * A number from `min` to `max`, with one message naming the field and its range for every way of
 * getting it wrong (`-1` was told "expected number, received string": probe 23). Wrapped in
 * `wholeNumber` by the caller, with any default inside, where the document generator reads it.
 */
export const numberIn = (field: string, min: number, max: number) => {
  const message = `The ${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** An email address, trimmed and lowercased so uniqueness is case-insensitive. */
export const emailSchema = (message: string) =>
  text()
    .trim()
    .max(254, 'Email is too long')
    .pipe(z.email(message))
    .transform((v) => v.toLowerCase());

/** Plain `{ success: true }` answer for actions whose response body the spec does not show. */
export const okSchema = z.object({ success: z.literal(true) });

/** `?page=&pageSize=&q=` for admin lists that can grow without bound (api.md). */
export const pageQuerySchema = z
  .object({
    page: wholeNumber(numberIn('page', 1, 100_000).default(1)),
    pageSize: wholeNumber(numberIn('pageSize', 1, 100).default(20)),
    q: text().trim().max(100, 'Search text is too long').optional(),
  })
  .strict();

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /**
     * Lists that can hold millions of rows count a search's matches only so far past the page
     * shown: when true, there are at least `total` (docs/decisions/2026-11-25-admin-lists-at-scale.md).
     */
    totalIsLowerBound: z.boolean().optional(),
  });

/** `%` and `_` typed by a user are literal characters in a search, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The `updatedAt` of a record as its editor loaded it (ISO 8601). A save that started from an
 * older one is refused with 409 and EDIT_CONFLICT_MESSAGE: it would write back what that editor
 * saw and silently undo another admin's change (a re-published article, a re-subscribed address:
 * the probe of 2026-11-29). Optional: a script that sends none overwrites, as before.
 */
export const expectedUpdatedAtField = z.iso.datetime({ offset: true }).optional();
export const EDIT_CONFLICT_MESSAGE =
  'Someone else changed this since you opened it. Close it and open it again to see their change, then make yours.';
