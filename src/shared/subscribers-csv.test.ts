import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './subscribers-csv';

// The whole file (header, quoting, Active/Inactive, N/A) is tested on the streamed download itself:
// src/server/rest/subscribers-export.http.test.ts.
describe('subscriber CSV cells', () => {
  it('neutralises formula cells', () => {
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(bad).startsWith("'")).toBe(true);
    expect(neutralizeFormula('safe@example.com')).toBe('safe@example.com');
  });
});
