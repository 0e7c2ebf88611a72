/**
 * A list item's display when a list shows only its first `phoneLimit` items on a phone (below
 * `sm`): the rest are hidden by CSS alone, so the page is short with JavaScript off too, and wider
 * screens show them all as before. `display` is what a shown item is (block or flex).
 */
export function phoneLimitClass(index: number, phoneLimit: number | undefined, display: 'block' | 'flex' = 'block') {
  if (phoneLimit === undefined || index < phoneLimit) return display;
  return display === 'flex' ? 'hidden sm:flex' : 'hidden sm:block';
}
