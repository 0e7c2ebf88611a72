import { describe, expect, it } from 'vitest';
import { eventToIcs } from './events';
import { ICS_LINE_OCTETS, unfoldIcs } from './ics-lines';

/** An iCalendar TEXT value as written (RFC 5545 3.3.11), read back. */
const unescapeText = (value: string) => value.replace(/\\([nN]|[\\;,])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const TITLE = 'Atelier crypto à Soufrière: sécurité, portefeuilles, éducation financière';
const DESCRIPTION = 'Présentation détaillée: sécurité élémentaire, clés privées, écueils fréquents, économies à la Dominique. '.repeat(3);

const ics = (description = DESCRIPTION, updatedAt = new Date('2026-11-30T12:00:00Z'), siteName?: string) =>
  eventToIcs(
    {
      id: 7,
      title: TITLE,
      description,
      date: '2026-12-10',
      time: '18:00',
      location: 'Soufrière',
      isVirtual: false,
      virtualLink: null,
      createdAt: new Date('2026-11-30T10:00:00Z'),
      updatedAt,
    },
    { host: 'example.com', siteUrl: 'https://example.com', siteName },
  );

describe('eventToIcs', () => {
  it('each edit raises SEQUENCE, so a calendar that imported the event takes the new time (probe 34, N3)', () => {
    const sequence = (text: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(text)?.[1]);
    const first = sequence(ics(DESCRIPTION, new Date('2026-11-30T10:00:00Z')));
    const edited = sequence(ics(DESCRIPTION, new Date('2026-11-30T10:00:01Z')));
    const later = sequence(ics(DESCRIPTION, new Date('2027-03-01T09:00:00Z')));
    expect(first).toBe(0);
    expect(edited).toBeGreaterThan(first);
    expect(later).toBeGreaterThan(edited);
    expect(later).toBeLessThan(2 ** 31);
  });

  it('folds accented text at 75 octets (probe 22 D6), and unfolding gives the text back', () => {
    const text = ics();
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    const lines = unfoldIcs(text).split('\r\n');
    const value = (name: string) => unescapeText(lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1) ?? '');
    expect(value('SUMMARY')).toBe(TITLE);
    expect(value('DESCRIPTION')).toBe(DESCRIPTION);
    expect(value('LOCATION')).toBe('Soufrière');
  });

  it('a vertical tab stored before the schemas turned it into a newline stays inside its line (no bare line feed)', () => {
    const text = ics('First line\u000Bsecond line\u0007.');
    // No control character but the tab, and CR and LF only as the CRLF that ends a line.
    expect([...text.replaceAll('\r\n', '')].filter((c) => c < ' ' && c !== '\t')).toEqual([]);
    const description = unfoldIcs(text)
      .split('\r\n')
      .find((l) => l.startsWith('DESCRIPTION:'));
    expect(unescapeText(description?.slice('DESCRIPTION:'.length) ?? '')).toBe('First line\nsecond line.');
  });

  it("escapes the calendar's name as the event's text: a site name with a comma, a semicolon or a backslash (probe 67, F6)", () => {
    const name = 'Crypto School, Inc.; Roseau \\ Portsmouth';
    const line = unfoldIcs(ics(DESCRIPTION, undefined, name))
      .split('\r\n')
      .find((l) => l.startsWith('X-WR-CALNAME:'));
    expect(line).toBe('X-WR-CALNAME:Crypto School\\, Inc.\\; Roseau \\\\ Portsmouth events');
    expect(unescapeText(line?.slice('X-WR-CALNAME:'.length) ?? '')).toBe(`${name} events`);
  });
});
