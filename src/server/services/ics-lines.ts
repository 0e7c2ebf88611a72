/**
 * iCalendar content lines (RFC 5545 3.1): at most 75 octets each, excluding the line break; a
 * longer line is folded by a CRLF and one space or tab, which a reader removes (unfolding). The
 * `ics` package (3.12.0, the newest release) folds by characters, so a line of accented text ran
 * to 80 octets and more (probe 22 D6): its output is unfolded and folded again here by UTF-8
 * octets, never inside a character.
 */

/** The most octets a line may hold, its line break not counted. */
export const ICS_LINE_OCTETS = 75;

const CRLF = '\r\n';

/** The text with every fold (CRLF followed by one space or tab) removed. */
export function unfoldIcs(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

/** One unfolded line as lines of at most 75 octets, each after the first starting with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // By code point: a character's octets stay together, and so do a surrogate pair's two halves.
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > ICS_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A whole calendar file (CRLF line breaks), folded again by octets whatever folding it had. */
export function refoldIcs(text: string): string {
  return unfoldIcs(text).split(CRLF).map(foldIcsLine).join(CRLF);
}
