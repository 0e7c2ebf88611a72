/** One topic open at a time; clicking the open one closes it (spec section 2). */
export function nextOpenTopic(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}
