import { describe, expect, it } from 'vitest';
import { isCurrentSection } from './nav-links';

describe('isCurrentSection', () => {
  it('highlights Home only on the home page', () => {
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/legal')).toBe(false);
  });

  it('highlights a section on its own page and the pages under it, not on look-alike paths', () => {
    expect(isCurrentSection('/guides', '/guides')).toBe(true);
    expect(isCurrentSection('/guides', '/guides/binance')).toBe(true);
    expect(isCurrentSection('/guides', '/guidesx')).toBe(false);
    expect(isCurrentSection('/security', '/guides/secure-storage')).toBe(false);
  });
});
