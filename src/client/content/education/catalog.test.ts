import { describe, expect, it } from 'vitest';
import { freeResourceCatalog } from './catalog';
import { freeResources } from './index';

describe('free resources', () => {
  it('the card catalogue matches the lessons', () => {
    expect(freeResourceCatalog).toEqual(
      freeResources.map(({ slug, title, description, duration, level }) => ({ slug, title, description, duration, level })),
    );
  });

  it('has 8 lessons of 20-50 minutes, Beginner or Intermediate, with substantive bodies', () => {
    expect(freeResources).toHaveLength(8);
    for (const lesson of freeResources) {
      const minutes = Number.parseInt(lesson.duration, 10);
      expect(minutes, lesson.slug).toBeGreaterThanOrEqual(20);
      expect(minutes, lesson.slug).toBeLessThanOrEqual(50);
      expect(['Beginner', 'Intermediate']).toContain(lesson.level);
      expect(lesson.body.length, lesson.slug).toBeGreaterThan(1500);
    }
  });
});
