import { describe, expect, it } from 'vitest';
import { buildSubscribersCsv, neutralizeFormula } from './subscribers-csv';

const fmt = (d: Date) => d.toISOString().slice(0, 10);

describe('subscriber CSV export', () => {
  it('has the spec header, Active/Inactive and N/A for a missing date', () => {
    const csv = buildSubscribersCsv(
      [
        { email: 'a@example.com', subscribed: true, subscribedAt: new Date('2025-01-02T00:00:00Z'), unsubscribedAt: null },
        {
          email: 'b@example.com',
          subscribed: false,
          subscribedAt: new Date('2025-01-03T00:00:00Z'),
          unsubscribedAt: new Date('2025-02-01T00:00:00Z'),
        },
      ],
      fmt,
    );
    expect(csv.split('\n')).toEqual([
      'Email,Status,Subscribed Date,Unsubscribed Date',
      'a@example.com,Active,2025-01-02,N/A',
      'b@example.com,Inactive,2025-01-03,2025-02-01',
      '',
    ]);
  });

  it('quotes commas and quotes, and neutralises formula cells', () => {
    const csv = buildSubscribersCsv(
      [{ email: '=HYPERLINK("http://evil","x"),@a', subscribed: true, subscribedAt: new Date(0), unsubscribedAt: null }],
      fmt,
    );
    expect(csv.split('\n')[1]).toBe(`"'=HYPERLINK(""http://evil"",""x""),@a",Active,1970-01-01,N/A`);
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(bad).startsWith("'")).toBe(true);
    expect(neutralizeFormula('safe@example.com')).toBe('safe@example.com');
  });

  it('neutralises every OWASP formula trigger, their full-width forms and a leading ; or , before one (issue 25 finding 11)', () => {
    const triggers = ['=', '+', '-', '@', '\t', '\r', '\n', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
    for (const t of triggers) {
      for (const lead of ['', ';', ',', ' ', ';;', ' ;', '\uFF1B', '\uFF0C']) {
        const cell = `${lead}${t}cmd|' /C calc'!A0`;
        expect(neutralizeFormula(cell), JSON.stringify(cell)).toBe(`'${cell}`);
      }
    }
    expect(neutralizeFormula('\uFF1DHYPERLINK("http://evil")')).toBe("'\uFF1DHYPERLINK(\"http://evil\")");
    expect(neutralizeFormula(';=1+1')).toBe("';=1+1");
    // Ordinary text, including ; or , not followed by a trigger, is left alone.
    for (const safe of ['safe@example.com', 'Ann; Bob', ',x', 'a=b', '', 'Jean-Pierre']) expect(neutralizeFormula(safe)).toBe(safe);
  });
});
