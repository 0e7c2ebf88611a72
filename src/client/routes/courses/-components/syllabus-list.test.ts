import { describe, expect, it } from 'vitest';
import { syllabusBlocks } from './syllabus-list';

describe('a syllabus on the course page', () => {
  it('keeps the order written: each heading line above its own items (probe 36, F4)', () => {
    expect(syllabusBlocks('Week 1: Basics\n- What a wallet is\n- Seed phrases\n\nWeek 2: Safety\n1. Spotting scams')).toEqual([
      { kind: 'text', text: 'Week 1: Basics' },
      { kind: 'list', items: ['What a wallet is', 'Seed phrases'] },
      { kind: 'text', text: 'Week 2: Safety' },
      { kind: 'list', items: ['Spotting scams'] },
    ]);
  });
});
