import { describe, expect, it } from 'vitest';
import { communityPostList } from './post-list';
import { communityPosts } from './posts';

describe('community posts', () => {
  it('the list matches the six articles, newest first', async () => {
    const posts = await communityPosts.loadAll();
    const summaries = posts
      .map(({ slug, date, title, description }) => ({ slug, date, title, description }))
      .sort((a, b) => b.date.localeCompare(a.date));
    expect(communityPostList).toEqual(summaries);
    expect(communityPostList).toHaveLength(6);
  });

  it('every article file is named after its slug', async () => {
    for (const slug of communityPosts.slugs) expect((await communityPosts.load(slug))?.slug).toBe(slug);
  });
});
