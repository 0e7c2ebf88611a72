import { describe, expect, it } from 'vitest';
import { cacheTagsFor } from './cache-dependencies';

describe('cache dependencies of the settings', () => {
  it("the frame's settings.site depends on courses, events and articles (its sample notice); GET /api/settings on settings alone", () => {
    expect([...cacheTagsFor('/trpc/settings.site')].sort()).toEqual(['blog', 'courses', 'events', 'settings']);
    expect(cacheTagsFor('/api/settings')).toEqual(['settings']);
  });
});
