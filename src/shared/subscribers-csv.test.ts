import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './subscribers-csv';

// The whole file (header, quoting, Active/Inactive, N/A) is tested on the streamed download itself:
// src/server/rest/subscribers-export.http.test.ts.
describe('subscriber CSV cells', () => {
  it('neutralises formula cells', () => {
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
    expect(neutralizeFormula('\uFF1DHYPERLINK("http://evil")')).toBe('\'\uFF1DHYPERLINK("http://evil")');
    expect(neutralizeFormula(';=1+1')).toBe("';=1+1");
    // Ordinary text, including ; or , not followed by a trigger, is left alone.
    for (const safe of ['safe@example.com', 'Ann; Bob', ',x', 'a=b', '', 'Jean-Pierre']) expect(neutralizeFormula(safe)).toBe(safe);
  });
});
