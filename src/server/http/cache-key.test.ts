import { describe, expect, it } from 'vitest';
import { parseInvalidation } from '../db/client';
import { cacheTagsFor } from './cache-dependencies';
import { cacheTarget } from './cache-key';

describe('the cache key', () => {
  it('keeps only the known query parameters, in their order', () => {
    expect(cacheTarget('/')).toEqual({ cacheable: true, url: '/' });
    expect(cacheTarget('/?bust=1')).toEqual({ cacheable: true, url: '/' });
    expect(cacheTarget('/auth?x=1&tab=register&utm_source=a&courseId=3')).toEqual({ cacheable: true, url: '/auth?tab=register&courseId=3' });
    expect(cacheTarget('/api/events?upcoming=true&bust=2')).toEqual({ cacheable: true, url: '/api/events?upcoming=true' });
  });

  it('never caches an address that carries a token, in any spelling of the name', () => {
    for (const url of ['/reset-password?token=x', '/unsubscribe?token=x', '/reset-password?TOKEN=x', '/x?tab=a&access_token=1']) {
      expect(cacheTarget(url), url).toEqual({ cacheable: false });
    }
  });
});

describe('cache tags', () => {
  it('reads depend on what they show; pages and unknown paths on everything', () => {
    expect(cacheTagsFor('/api/blog-posts')).toEqual(['blog']);
    expect(cacheTagsFor('/api/courses/3')).toEqual(['courses']);
    expect(cacheTagsFor('/api/content/policies/privacyPolicy')).toEqual(['content', 'settings']);
    expect([...cacheTagsFor('/trpc/blog.list,courses.list')].sort()).toEqual(['blog', 'courses']);
    expect(cacheTagsFor('/trpc/%E0%A4%A')).toHaveLength(6);
    expect(cacheTagsFor('/')).toHaveLength(6);
    expect(cacheTagsFor('/api/unknown')).toHaveLength(6);
  });

});

describe('cross-process invalidation messages', () => {
  it('carry tags; anything unexpected empties everything; our own are ignored', () => {
    expect(parseInvalidation(JSON.stringify({ from: 'other', tags: ['blog'] }), 'me')).toEqual(['blog']);
    expect(parseInvalidation(JSON.stringify({ from: 'me', tags: ['blog'] }), 'me')).toBeUndefined();
    for (const payload of ['another process', '', '{}', '[]', 'null', JSON.stringify({ from: 'x', tags: [] }), JSON.stringify({ from: 'x', tags: ['nope'] })]) {
      expect(parseInvalidation(payload, 'me'), payload).toBe('all');
    }
  });
});
