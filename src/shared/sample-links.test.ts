import { describe, expect, it } from 'vitest';
import { isSampleLink } from './sample-links';

describe('isSampleLink', () => {
  it('is true for example.com and its subdomains only', () => {
    expect(isSampleLink('https://example.com/sample/meeting')).toBe(true);
    expect(isSampleLink('https://meet.example.com/x')).toBe(true);
    expect(isSampleLink('https://example.com.evil.test/x')).toBe(false);
    expect(isSampleLink('https://notexample.com/x')).toBe(false);
    expect(isSampleLink('not a url')).toBe(false);
    expect(isSampleLink(null)).toBe(false);
  });
});
