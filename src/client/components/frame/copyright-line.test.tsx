/**
 * The footer's © year is Dominica's on the server and in every browser (probe 78, F9): the process's
 * own year differed between a server in UTC and a Dominica browser from 8 pm on December 31, and
 * between the server and a browser east of UTC before midnight UTC; React then threw the page away.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyrightLine } from './copyright-line';

const zone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** The line as a process in `tz` renders it at `instant`. */
function renderedIn(tz: string, instant: string): string {
  process.env.TZ = tz;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return renderToStaticMarkup(<CopyrightLine name="Dominica Crypto Education" />);
}

describe('CopyrightLine', () => {
  it('says the year it is in Dominica, whatever zone renders it', () => {
    // 21:25 on December 31 in Roseau: already 2027 in UTC (the server) and in Kiritimati.
    for (const tz of ['UTC', 'America/Dominica', 'Pacific/Kiritimati', 'America/Los_Angeles'])
      expect(renderedIn(tz, '2027-01-01T01:25:00Z'), tz).toContain('© 2026 Dominica Crypto Education');
    // Midnight has come in Roseau: 2027 everywhere, Los Angeles included (still December 31 there).
    for (const tz of ['UTC', 'America/Dominica', 'Pacific/Kiritimati', 'America/Los_Angeles'])
      expect(renderedIn(tz, '2027-01-01T04:00:00Z'), tz).toContain('© 2027 Dominica Crypto Education');
  });
});
