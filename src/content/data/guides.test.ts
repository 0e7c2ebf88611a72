import { describe, expect, it } from 'vitest';
import { contentCollections } from '../index';
import { guides, isGuideSlug } from './guides';

describe('guide list', () => {
  it('marks as planned exactly the guides without full text', () => {
    const planned = guides.filter((g) => g.planned).map((g) => g.slug);
    const full = guides.filter((g) => !g.planned).map((g) => g.slug);
    expect(full.sort()).toEqual(contentCollections.guides.map((g) => g.slug).sort());
    expect(planned).toEqual(['coinbase-caribbean', 'banking-local', 'hardware-wallets']);
  });

  it('knows the six guides and any banking-{product} slug, and nothing else', () => {
    for (const g of guides) expect(isGuideSlug(g.slug)).toBe(true);
    expect(isGuideSlug('banking-first-national')).toBe(true);
    expect(isGuideSlug('no-such-guide')).toBe(false);
  });
});
