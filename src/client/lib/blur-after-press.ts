/**
 * A field's blur handler, held back while a press is in progress, until that press has made its
 * click.
 *
 * Forms check a field when the reader leaves it (react-hook-form's `onTouched`). A tap on Send
 * leaves the field being typed in: its message appears under it at once and pushes Send down, the
 * press ends beside the button, and the click (which browsers aim where the press ends) misses.
 * Nothing is sent and nothing says why (probe 38, F1: the contact form's first Send did nothing
 * on a phone, and only the last field's message showed). Held until the click, the message
 * appears after Send has had its click, and the send checks every field anyway.
 *
 * A press is a pointerdown not yet followed by a click; one that never clicks (a scroll, a drag,
 * cancelled) lets go on pointercancel or after `LONGEST_PRESS_MS`.
 */
const LONGEST_PRESS_MS = 1_500;

let pressing = false;
let held: Array<() => void> = [];
let giveUp: ReturnType<typeof setTimeout> | undefined;

function letGo() {
  if (!pressing) return;
  pressing = false;
  clearTimeout(giveUp);
  const run = held;
  held = [];
  // After the click's own handlers and default action (a form's submit) have run.
  if (run.length > 0) setTimeout(() => run.forEach((handler) => handler()), 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'pointerdown',
    () => {
      pressing = true;
      clearTimeout(giveUp);
      giveUp = setTimeout(letGo, LONGEST_PRESS_MS);
    },
    { capture: true, passive: true },
  );
  for (const name of ['click', 'pointercancel'] as const) window.addEventListener(name, letGo, { capture: true, passive: true });
}

/** `onBlur`, run at once, or once the press in progress has clicked. */
export function blurAfterPress<E>(onBlur: ((event: E) => void) | undefined): ((event: E) => void) | undefined {
  if (!onBlur) return undefined;
  return (event: E) => {
    if (pressing) held.push(() => onBlur(event));
    else onBlur(event);
  };
}
