import { describe, expect, it } from 'vitest';
import { sectionSearch } from './section-search';

const SECTIONS = [
  { id: 'courses', label: 'Manage Courses' },
  { id: 'pending', label: 'Pending Enrollments' },
] as const;

describe('sectionSearch', () => {
  it('keeps a tab that names a section', () => {
    expect(sectionSearch(SECTIONS, { tab: 'pending' })).toEqual({ tab: 'pending' });
    expect(sectionSearch(SECTIONS, { tab: 'courses', other: 'x' })).toEqual({ tab: 'courses' });
  });

  it('drops anything else, so a mangled link still opens the first section', () => {
    for (const tab of [undefined, '', 'Pending', 'pending ', 'admin', ['pending'], 1, { pending: true }, 'pending\u0000', null]) {
      expect(sectionSearch(SECTIONS, { tab })).toEqual({ tab: undefined });
    }
  });
});
