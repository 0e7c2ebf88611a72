/**
 * Every time an admin screen shows names its zone (probe 78, F2): the server's text says UTC, and
 * the browser's own, swapped in after load, says the reader's zone ("GMT", "AST") instead of none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { localText, utcText } from './local-time';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const at = new Date('2026-12-02T15:37:28Z');

describe('times on admin screens', () => {
  it('the server writes UTC and says so', () => {
    expect(utcText(at)).toBe('2026-12-02 15:37 UTC');
  });

  it("the browser writes the reader's zone and names it", () => {
    for (const [tz, named] of [
      ['Europe/London', /3:37:28\sPM GMT$|15:37:28 GMT$/],
      ['America/Dominica', /11:37:28\sAM (AST|GMT-4)$|11:37:28 (AST|GMT-4)$/],
      ['UTC', /3:37:28\sPM UTC$|15:37:28 UTC$/],
      ['Asia/Kolkata', /9:07:28\sPM GMT\+5:30$|21:07:28 GMT\+5:30$/],
    ] as const) {
      process.env.TZ = tz;
      expect(localText(at), tz).toMatch(named);
    }
  });
});
