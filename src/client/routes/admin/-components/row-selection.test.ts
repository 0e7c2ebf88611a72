import { describe, expect, it } from 'vitest';
import { toggledSelection } from './row-selection';

const none = new Set<number>();
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('toggledSelection', () => {
  it('a click turns one row on and off; a shift-click takes in every row between it and the last clicked', () => {
    const ids = [10, 11, 12, 13];
    const one = toggledSelection(ids, none, 10, { shift: false, anchor: null });
    expect(sorted(one)).toEqual([10]);
    expect(sorted(toggledSelection(ids, one, 12, { shift: true, anchor: 10 }))).toEqual([10, 11, 12]);
    // Upwards too.
    expect(sorted(toggledSelection(ids, none, 11, { shift: true, anchor: 13 }))).toEqual([11, 12, 13]);
    expect(sorted(toggledSelection(ids, one, 10, { shift: false, anchor: 10 }))).toEqual([]);
  });

  it('a shift-click on a chosen row clears the range', () => {
    const ids = [10, 11, 12, 13];
    expect(sorted(toggledSelection(ids, new Set(ids), 12, { shift: true, anchor: 10 }))).toEqual([13]);
  });

  it('the range runs between the rows clicked even when a row above them left the list between the clicks', () => {
    // Clicked 12 while the list was [10, 11, 12, 13]; another admin then decided 10.
    const chosen = toggledSelection([10, 11, 12, 13], none, 12, { shift: false, anchor: null });
    const after = toggledSelection([11, 12, 13], chosen, 11, { shift: true, anchor: 12 });
    // By place (the old anchor was the third row) this took in 13, which nobody clicked near.
    expect(sorted(after)).toEqual([11, 12]);
  });

  it('an anchor that has left the list selects the clicked row alone', () => {
    expect(sorted(toggledSelection([11, 12, 13], none, 13, { shift: true, anchor: 10 }))).toEqual([13]);
  });

  it('follows the record, not the drawn box: a row already chosen is turned off by its click', () => {
    expect(sorted(toggledSelection([10, 11], new Set([11]), 11, { shift: false, anchor: null }))).toEqual([]);
  });

  it('a click on a row no longer listed changes nothing', () => {
    expect(sorted(toggledSelection([10], new Set([10]), 99, { shift: true, anchor: 10 }))).toEqual([10]);
  });
});
