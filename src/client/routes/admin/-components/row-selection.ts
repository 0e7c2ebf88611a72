/**
 * Selecting rows of a list that can change between two clicks (the payment queue refreshes when
 * another admin decides a payment). The anchor of a shift-click range is the row last clicked,
 * remembered by its id, not by its place: a place names another row once a row above it has gone,
 * and the range then took in a payment nobody clicked near. Whether the range is turned on or off
 * follows the clicked row's state in the list's own record, not the box's drawn state.
 */
export function toggledSelection(
  ids: readonly number[],
  selected: ReadonlySet<number>,
  clicked: number,
  range: { shift: boolean; anchor: number | null },
): Set<number> {
  const at = ids.indexOf(clicked);
  const next = new Set(selected);
  if (at < 0) return next;
  const on = !selected.has(clicked);
  const from = range.shift && range.anchor !== null ? ids.indexOf(range.anchor) : -1;
  // No anchor, or it has left the list: the clicked row alone.
  const span = from < 0 ? [clicked] : ids.slice(Math.min(from, at), Math.max(from, at) + 1);
  for (const id of span) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
