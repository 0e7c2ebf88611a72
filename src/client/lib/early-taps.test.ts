/**
 * The early-tap capture and its replay (lib/early-taps.ts) on hand-made DOM stand-ins (the unit
 * tests run in Node, without a DOM): which taps are held, what the reader sees, and that the held
 * tap reaches the same button exactly once, flagged, after the app is live.
 */
import { describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT, replayEarlyTap, tappedEarly, type EarlyTaps } from './early-taps';

/** Runs the inline script itself, as the page does, with `window` standing for the fake. */
const captureEarlyTaps = (win: unknown) => new Function('window', EARLY_TAPS_SCRIPT)(win) as void;

class FakeButton {
  attrs = new Map<string, string>();
  isConnected = true;
  disabled = false;
  clickedEarly: boolean[] = [];
  focus = vi.fn();
  constructor(
    public textContent: string,
    public type = 'button',
    public form: object | null = null,
  ) {}
  closest(selector: string) {
    return selector === 'button' ? this : null;
  }
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attrs.set(name, value);
  }
  removeAttribute(name: string) {
    this.attrs.delete(name);
  }
  click() {
    this.clickedEarly.push(tappedEarly());
  }
}

/** A window whose listeners and timers the test runs by hand. */
function fakeWindow(buttons: FakeButton[]) {
  const listeners = new Set<(event: Event) => void>();
  const timers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    document: { querySelectorAll: () => buttons },
    addEventListener: (_type: string, fn: (event: Event) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: Event) => void) => listeners.delete(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    __earlyTaps: undefined as EarlyTaps | undefined,
  };
  const tap = (target: unknown) => {
    const event = { target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
    for (const fn of [...listeners]) fn(event as unknown as Event);
    return event;
  };
  const runTimers = () => timers.splice(0).forEach((fn) => fn());
  const goIdle = () => idle.splice(0).forEach((fn) => fn());
  return { win: win as unknown as Window & { __earlyTaps?: EarlyTaps }, tap, runTimers, goIdle, listeners };
}

describe('before the app is live', () => {
  it('holds a tap on a button (or inside one) and marks it as heard', () => {
    const add = new FakeButton('Add Course');
    const { win, tap } = fakeWindow([add]);
    captureEarlyTaps(win);
    const icon = { closest: (s: string) => (s === 'button' ? add : null) };
    const event = tap(icon);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(add.getAttribute('data-tapped-early')).toBe('');
  });

  it('lets links (followed by the browser, not by a half-hydrated router) and the submit buttons of forms (they post natively) through', () => {
    const send = new FakeButton('Send', 'submit', {});
    const { win, tap } = fakeWindow([send]);
    captureEarlyTaps(win);
    const inLink = { closest: (s: string) => (s === 'a[href]' ? {} : null) };
    const link = tap(inLink);
    const submit = tap(send);
    expect(link.preventDefault).not.toHaveBeenCalled();
    // React already listens while it hydrates: its router link would navigate mid-hydration (#418).
    expect(link.stopImmediatePropagation).toHaveBeenCalled();
    expect(submit.preventDefault).not.toHaveBeenCalled();
    expect(submit.stopImmediatePropagation).not.toHaveBeenCalled();
    expect(send.getAttribute('aria-busy')).toBeNull();
    expect(win.__earlyTaps?.stop()).toBeNull();
  });

  it('keeps the first tap only, and stops the later ones from reaching a half-live page', () => {
    const first = new FakeButton('Edit A');
    const second = new FakeButton('Edit B');
    const { win, tap } = fakeWindow([first, second]);
    captureEarlyTaps(win);
    tap(first);
    const later = tap(second);
    expect(later.stopImmediatePropagation).toHaveBeenCalled();
    expect(second.getAttribute('data-tapped-early')).toBeNull();
    expect(win.__earlyTaps?.stop()?.button).toBe(first);
  });
});

describe('once the app is live', () => {
  it('clicks the same button once, flagged as early, after clearing its mark and ending the capture of buttons', () => {
    const edit = new FakeButton('Edit');
    edit.setAttribute('aria-busy', 'false');
    const { win, tap, runTimers } = fakeWindow([edit]);
    captureEarlyTaps(win);
    tap(edit);
    replayEarlyTap(win);
    // A tap from now on is React's.
    const later = tap(edit);
    expect(later.preventDefault).not.toHaveBeenCalled();
    expect(later.stopImmediatePropagation).not.toHaveBeenCalled();
    expect(edit.getAttribute('aria-busy')).toBe('false');
    expect(edit.getAttribute('data-tapped-early')).toBeNull();
    expect(edit.clickedEarly).toEqual([]);
    runTimers();
    expect(edit.clickedEarly).toEqual([true]);
    expect(edit.focus).toHaveBeenCalled();
    expect(tappedEarly()).toBe(false);
    // A second call (a later render) has nothing left to replay.
    replayEarlyTap(win);
    runTimers();
    expect(edit.clickedEarly).toEqual([true]);
  });

  it('leaves links to the browser until it is next idle: the routes\' parts hydrate after the root, in tasks of their own', () => {
    const { win, tap, goIdle, listeners } = fakeWindow([]);
    captureEarlyTaps(win);
    replayEarlyTap(win);
    const inLink = { closest: (s: string) => (s === 'a[href]' ? {} : null) };
    expect(tap(inLink).stopImmediatePropagation).toHaveBeenCalled();
    expect(win.__earlyTaps).toBeDefined();
    goIdle();
    expect(listeners.size).toBe(0);
    // Gone from the window: the browser suite's pageIsLive waits for that.
    expect(win.__earlyTaps).toBeUndefined();
    expect(tap(inLink).stopImmediatePropagation).not.toHaveBeenCalled();
  });

  it('without an idle callback (Safari), leaves links to the browser for a while, then to the app', () => {
    const { win, tap, runTimers, listeners } = fakeWindow([]);
    delete (win as { requestIdleCallback?: unknown }).requestIdleCallback;
    captureEarlyTaps(win);
    replayEarlyTap(win);
    expect(listeners.size).toBe(1);
    runTimers();
    expect(listeners.size).toBe(0);
    expect(tap({ closest: () => ({}) }).stopImmediatePropagation).not.toHaveBeenCalled();
  });

  it('finds the button again by its label and place if hydration replaced it', () => {
    const rows = [new FakeButton('Edit'), new FakeButton('Edit')];
    const { win, tap, runTimers } = fakeWindow(rows);
    captureEarlyTaps(win);
    tap(rows[1]);
    // React rendered the row again: the tapped element is gone, two new ones stand in its place.
    rows[1]!.isConnected = false;
    const fresh = [new FakeButton('Edit'), new FakeButton('Edit')];
    rows.splice(0, 2, ...fresh);
    replayEarlyTap(win);
    runTimers();
    expect(fresh[0]!.clickedEarly).toEqual([]);
    expect(fresh[1]!.clickedEarly).toEqual([true]);
  });

  it('does not click a button that is disabled by then', () => {
    const approve = new FakeButton('Approve');
    const { win, tap, runTimers } = fakeWindow([approve]);
    captureEarlyTaps(win);
    tap(approve);
    approve.disabled = true;
    replayEarlyTap(win);
    runTimers();
    expect(approve.clickedEarly).toEqual([]);
  });
});

it('the inline script stays small: it is written into every whole-app page', () => {
  expect(EARLY_TAPS_SCRIPT.length).toBeLessThan(1200);
});
