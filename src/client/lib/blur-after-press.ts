/**
 * A field's blur handler, held back while a submit button is being pressed, and run as that press's
 * click begins.
 *
 * Forms check a field when the reader leaves it (react-hook-form's `onTouched`). A tap on Send
 * leaves the field being typed in: its message appeared under it at once and pushed Send down, the
 * press ended beside the button, and the click (which browsers aim where the press ends) missed.
 * Nothing was sent and nothing said why (probe 38, F1: the contact form's first Send did nothing
 * on a phone). Held until the click has been aimed, the check still runs before the form's own
 * submit handler (in the click's capture phase), so whatever the blur sets (a slug filled from a
 * title) is in what is sent.
 *
 * Only a press on a submit button is waited for: a press on another field, Cancel or a backdrop
 * lets the blur run at once, as before (holding those filled a slug after the reader had started
 * typing their own, and checked a form Cancel had just emptied; review of 2026-12-01). A press that
 * never clicks (a scroll, a drag, cancelled) lets go on pointercancel or after `LONGEST_PRESS_MS`.
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
  for (const handler of run) handler();
}

const onSubmitButton = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button[type="submit"], input[type="submit"]') !== null;

if (typeof window !== 'undefined') {
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (event.button !== 0 || !onSubmitButton(event.target)) return;
      pressing = true;
      clearTimeout(giveUp);
      giveUp = setTimeout(letGo, LONGEST_PRESS_MS);
    },
    { capture: true, passive: true },
  );
  for (const name of ['click', 'pointercancel'] as const) window.addEventListener(name, letGo, { capture: true, passive: true });
}

/** `onBlur`, run at once, or as the click of the submit button being pressed begins. */
export function blurAfterPress<E>(onBlur: ((event: E) => void) | undefined): ((event: E) => void) | undefined {
  if (!onBlur) return undefined;
  return (event: E) => {
    if (pressing) held.push(() => onBlur(event));
    else onBlur(event);
  };
}
