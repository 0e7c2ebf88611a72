import { describe, expect, it } from 'vitest';
import { diffFields } from './audit';

describe('diffFields', () => {
  it('lists only what changed, comparing arrays, objects and dates by value (probe of 2026-11-29: equal materials were logged as changed)', () => {
    const materials = [{ title: 'Workbook', url: 'https://example.com/w.pdf' }];
    const before = { title: 'A', materials, price: 100, at: new Date('2026-11-29T10:00:00Z') };
    const after = { title: 'A', materials: [{ ...materials[0]! }], price: 120, at: new Date('2026-11-29T10:00:00Z') };
    expect(diffFields(before, after)).toEqual({ price: [100, 120] });
    expect(diffFields(before, { materials: [{ title: 'Workbook v2', url: 'https://example.com/w.pdf' }] })).toEqual({
      materials: [materials, [{ title: 'Workbook v2', url: 'https://example.com/w.pdf' }]],
    });
  });
});
