import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-query';

describe('searchQuery (the /search page ?q=)', () => {
  it('always answers q, as text, whatever shape the router parsed it into', () => {
    expect(searchQuery({ q: 'seed phrase' })).toEqual({ q: 'seed phrase' });
    expect(searchQuery({ q: 1 })).toEqual({ q: '1' });
    expect(searchQuery({ q: true })).toEqual({ q: 'true' });
    expect(searchQuery({ q: ['a', 'b'] })).toEqual({ q: 'a' });
    expect(searchQuery({ q: [{ x: 1 }, 2] })).toEqual({ q: '2' });
    expect(searchQuery({ q: { x: 'y' } })).toEqual({ q: undefined });
    expect(searchQuery({})).toEqual({ q: undefined });
    expect('q' in searchQuery({ q: null })).toBe(true);
    expect(searchQuery({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});
