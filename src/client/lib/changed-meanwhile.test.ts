import { describe, expect, it } from 'vitest';
import { changedMeanwhile, shownValue } from './changed-meanwhile';

const labels = { title: 'Title', price: 'Price (USD)', published: 'Published', duration: 'Duration' };
const opened = { title: 'Bitcoin basics', price: '25.00', published: false, duration: '2 weeks' };

describe('fields both admins changed (probe 77, F9)', () => {
  it('names a typed field whose stored value changed since the dialog opened, with the other value', () => {
    const latest = { ...opened, price: '30.00', duration: '4 weeks' };
    // This admin typed in Price and Title; the colleague changed Price and Duration: only Price is both.
    expect(changedMeanwhile(opened, latest, { price: true, title: true }, labels)).toEqual([
      { field: 'price', label: 'Price (USD)', theirs: '30.00' },
    ]);
  });

  it('names nothing when only one side changed a field, or nothing changed', () => {
    expect(changedMeanwhile(opened, { ...opened, duration: '4 weeks' }, { price: true }, labels)).toEqual([]);
    expect(changedMeanwhile(opened, opened, { price: true, title: true }, labels)).toEqual([]);
    // A field the dialog does not name is not listed.
    expect(changedMeanwhile({ ...opened, id: 1 }, { ...opened, id: 2 }, { id: true }, labels)).toEqual([]);
  });

  it('compares lists by their content and says a value as a reader sees it', () => {
    const materials = [{ title: 'Workbook', url: 'https://example.com/w.pdf' }];
    expect(
      changedMeanwhile({ materials }, { materials: [...materials] }, { materials: [{ title: true }] }, { materials: 'Materials' }),
    ).toEqual([]);
    expect(shownValue(true)).toBe('ticked');
    expect(shownValue(false)).toBe('not ticked');
    expect(shownValue('')).toBe('(empty)');
    expect(shownValue('x'.repeat(500))).toHaveLength(120);
  });
});
