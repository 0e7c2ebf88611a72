/**
 * The inline script that lets a form the browser sends itself go once per press
 * (lib/native-submit-once.ts), run as the page runs it, on hand-made stand-ins (no DOM in Node).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_SUBMIT_ONCE_SCRIPT, SAME_FORM_HELD_MS } from './native-submit-once';

class FakeElement {
  attrs = new Map<string, string>();
  constructor(attrs: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
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
}

function page() {
  const listeners = new Map<string, (e: unknown) => void>();
  const capturing = new Map<string, (e: unknown) => void>();
  const elements: FakeElement[] = [];
  const win = {
    addEventListener: (type: string, fn: (e: unknown) => void, capture?: boolean) => (capture ? capturing : listeners).set(type, fn),
    document: {
      querySelectorAll: (selector: string) =>
        elements.filter((el) => (selector.startsWith('form') ? el.attrs.has('data-sent-at') : el.attrs.has('data-tapped-early'))),
    },
  };
  new Function('window', NATIVE_SUBMIT_ONCE_SCRIPT)(win);
  /**
   * A submit event as the browser fires it: the window's capture listener, then the app's handler
   * (unless stopped), then the window's bubble listener. Returns whether the browser sends the form
   * itself, and whether the app's handler ran.
   */
  const dispatch = (form: FakeElement, submitter?: FakeElement, live = false) => {
    let stopped = false;
    const event = {
      target: form,
      submitter,
      defaultPrevented: false,
      preventDefault: vi.fn(() => (event.defaultPrevented = true)),
      stopImmediatePropagation: vi.fn(() => (stopped = true)),
    };
    capturing.get('submit')!(event);
    const appRan = !stopped && live;
    if (appRan) event.preventDefault();
    if (!stopped) listeners.get('submit')!(event);
    return { sent: !event.defaultPrevented, appRan };
  };
  /** True when the browser goes on and sends the form itself. */
  const submit = (form: FakeElement, submitter?: FakeElement, handledByApp = false) => dispatch(form, submitter, handledByApp).sent;
  const form = (method: string) => {
    const el = new FakeElement({ method });
    elements.push(el);
    return el;
  };
  const button = () => {
    const el = new FakeElement();
    elements.push(el);
    return el;
  };
  const pageshow = (persisted: boolean) => listeners.get('pageshow')!({ persisted });
  return { submit, dispatch, form, button, pageshow };
}

afterEach(() => vi.useRealTimers());

describe('a form the browser sends itself', () => {
  it('goes on the first press; a second tap within ten seconds is not a second post', () => {
    vi.useFakeTimers();
    const { submit, form, button } = page();
    const contact = form('post');
    const send = button();
    expect(submit(contact, send)).toBe(true);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(send.getAttribute('data-tapped-early')).toBe('');
    vi.advanceTimersByTime(600);
    expect(submit(contact, send)).toBe(false);
    vi.advanceTimersByTime(SAME_FORM_HELD_MS - 700);
    expect(submit(contact, send)).toBe(false);
    // Still nothing after ten seconds: a real retry on a stalled network goes.
    vi.advanceTimersByTime(200);
    expect(submit(contact, send)).toBe(true);
  });

  it('holds each form on its own, and never a GET form (a search asked again)', () => {
    const { submit, form } = page();
    const contact = form('post');
    const newsletter = form('POST');
    const search = form('get');
    expect(submit(contact)).toBe(true);
    expect(submit(newsletter)).toBe(true);
    expect(submit(newsletter)).toBe(false);
    expect(submit(search)).toBe(true);
    expect(submit(search)).toBe(true);
  });

  it('leaves alone a submit the live app handled itself', () => {
    const { submit, form } = page();
    const enroll = form('post');
    for (let i = 0; i < 3; i++) submit(enroll, undefined, true);
    expect(enroll.getAttribute('data-sent-at')).toBeNull();
    expect(submit(enroll)).toBe(true);
  });

  it('holds a second tap from the app too, when the code came alive between the taps (review 56)', () => {
    const { dispatch, form } = page();
    const register = form('post');
    expect(dispatch(register)).toEqual({ sent: true, appRan: false });
    expect(dispatch(register, undefined, true)).toEqual({ sent: false, appRan: false });
  });

  it('forgets what was sent when the Back button brings the page back from the cache', () => {
    const { submit, form, button, pageshow } = page();
    const contact = form('post');
    const send = button();
    expect(submit(contact, send)).toBe(true);
    pageshow(false);
    expect(submit(contact, send)).toBe(false);
    pageshow(true);
    expect(send.getAttribute('data-tapped-early')).toBeNull();
    expect(send.getAttribute('aria-busy')).toBeNull();
    expect(submit(contact, send)).toBe(true);
  });
});
