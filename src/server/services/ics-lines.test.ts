import { describe, expect, it } from 'vitest';
import { foldIcsLine, ICS_LINE_OCTETS, refoldIcs, unfoldIcs } from './ics-lines';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** A half of a surrogate pair without its other half: a character cut in two. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('iCalendar line folding by octets (RFC 5545 3.1)', () => {
  it('keeps a line of exactly 75 octets whole and folds a longer one with CRLF and a space', () => {
    const exact = `SUMMARY:${'a'.repeat(ICS_LINE_OCTETS - 8)}`;
    expect(foldIcsLine(exact)).toBe(exact);
    const folded = foldIcsLine(`${exact}b`);
    expect(folded).toBe(`${exact}\r\n b`);
  });

  it.each([
    ['two-octet letters', `DESCRIPTION:${'é'.repeat(150)}`],
    ['three-octet characters', `SUMMARY:${'€'.repeat(90)}`],
    ['four-octet characters (surrogate pairs)', `SUMMARY:${'x'.repeat(65)}${'📞'.repeat(40)}`],
    ['mixed text', 'SUMMARY:Atelier crypto à Soufrière: sécurité\\, portefeuilles\\, éducation financière, été 2026 ✓ 📞'],
  ])('%s: no line over 75 octets, no character cut, and unfolding gives the line back', (_kind, line) => {
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, part] of lines.entries()) {
      expect(octets(part), part).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      expect(part).not.toMatch(LONE_SURROGATE);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(unfoldIcs(folded)).toBe(line);
  });

  it('refolds a whole file folded by characters with tabs (as the ics package does)', () => {
    const summary = `SUMMARY:${'é'.repeat(80)}`;
    const byCharacters = ['BEGIN:VCALENDAR', `${summary.slice(0, 75)}\r\n\t${summary.slice(75)}`, 'END:VCALENDAR', ''].join('\r\n');
    const refolded = refoldIcs(byCharacters);
    expect(refolded.startsWith('BEGIN:VCALENDAR\r\nSUMMARY:')).toBe(true);
    expect(refolded.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of refolded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(unfoldIcs(refolded)).toBe(['BEGIN:VCALENDAR', summary, 'END:VCALENDAR', ''].join('\r\n'));
  });
});
