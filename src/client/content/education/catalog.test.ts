import { describe, expect, it } from 'vitest';
import { freeResourceCatalog } from './catalog';
import { lessons } from './index';

describe('free resources', () => {
  it('the card catalogue matches the lessons, file names are slugs', async () => {
    const bySlug = new Map((await lessons.loadAll()).map((l) => [l.slug, l]));
    expect(new Set(lessons.slugs)).toEqual(new Set(bySlug.keys()));
    expect(freeResourceCatalog).toEqual(
      freeResourceCatalog.map(({ slug }) => {
        const { title, description, duration, level } = bySlug.get(slug)!;
        return { slug, title, description, duration, level };
      }),
    );
  });

  it('has 8 lessons of 20-50 minutes, Beginner or Intermediate', async () => {
    const all = await lessons.loadAll();
    expect(all).toHaveLength(8);
    for (const lesson of all) {
      const minutes = Number.parseInt(lesson.duration, 10);
      expect(minutes, lesson.slug).toBeGreaterThanOrEqual(20);
      expect(minutes, lesson.slug).toBeLessThanOrEqual(50);
      expect(['Beginner', 'Intermediate']).toContain(lesson.level);
    }
  });

  it('unknown and hostile slugs load nothing', async () => {
    for (const slug of ['nope', '__proto__', '../index', 'constructor']) expect(await lessons.load(slug)).toBeUndefined();
  });
});
