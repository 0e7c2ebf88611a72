import { describe, expect, it } from 'vitest';
import { demoPosts } from './seed-data';

/** The demo news articles are published on a fresh site (SEED_DEMO defaults to true): the content rules of issue 16 hold for them too. */
describe('demo news articles', () => {
  it('never state registration with the FSU as settled fact, nor call the legislation link the Act itself', () => {
    for (const post of demoPosts) {
      expect(post.content, post.slug).not.toMatch(/must (?:be|first be|apply to the FSU and be) registered/i);
      expect(post.content, post.slug).not.toMatch(/providers registered with the FSU/i);
      expect(post.content, post.slug).not.toMatch(/links to the official text|official Act \(PDF\)/i);
    }
  });
});
