/**
 * Query values are the text typed (router.tsx): digits, decimals and words such as `null` stay
 * text, so a bank reference of digits reaches the payment queue's search and `2.50` is not "2.5".
 * Found by the probe of 2026-11-29 (`/admin?tab=pending&q=778899` showed the whole queue).
 */
import { describe, expect, it } from 'vitest';
import { readQuery } from './entry-server';
import { createAppRouter } from './router';
import { trpc } from './trpc';

const router = createAppRouter(trpc.createClient({ links: [] }));
const { parseSearch, stringifySearch } = router.options;

describe('query values', () => {
  it('are read as the text sent', () => {
    expect(parseSearch('?q=778899&a=2.50&b=null&c=true&d=%5B%22a%22%5D')).toEqual({ q: '778899', a: '2.50', b: 'null', c: 'true', d: '["a"]' });
  });

  it('written as a JSON string (older links) still read as that text', () => {
    expect(parseSearch('?q=%22778899%22')).toEqual({ q: '778899' });
  });

  it('round-trip through the router’s own spelling, text bare and numbers as digits', () => {
    for (const search of [{ q: '778899' }, { q: '2.50' }, { q: '"quoted"' }, { q: '"half' }, { q: 'null' }, { enroll: 3 }]) {
      const written = stringifySearch(search);
      const read = parseSearch(written);
      expect(read, written).toEqual(typeof search.enroll === 'number' ? { enroll: '3' } : search);
    }
    expect(stringifySearch({ q: '778899', enroll: 3 })).toBe('?q=778899&enroll=3');
  });

  it('reach the pages as typed: the payment queue searches digits, site search keeps 2.50', () => {
    expect(readQuery('/admin/', 'tab=pending&q=778899')).toBe('q=778899&tab=pending');
    expect(readQuery('/search', 'q=2.50')).toBe('q=2.50');
    expect(readQuery('/profile', 'enroll=3')).toBe('enroll=3');
  });
});
