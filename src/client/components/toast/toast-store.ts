/**
 * Toasts (spec section 9): at most one at a time (a new one replaces the old), shown for
 * 5 s by default. A tiny external store so any code — components or mutation callbacks — can
 * call `toast(...)` without a provider.
 */
import { authHref } from '../../../shared/auth-search';
import { SIGN_IN_REQUIRED, TIMINGS } from '../../../shared/constants';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
  /** One button in the toast (e.g. "Undo"); pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends Required<Omit<ToastInput, 'description' | 'action'>> {
  id: number;
  description?: string;
  action?: ToastInput['action'];
}

type Listener = () => void;

/** The toaster's element, which F8 focuses. */
export const TOAST_VIEWPORT_ID = 'toasts';

let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

/**
 * "Please sign in to continue." is never a dead end: whichever call raised it, the toast carries a
 * Sign in button that comes back to this page afterwards.
 */
function signInAction(input: ToastInput): ToastInput['action'] {
  if (input.action || input.description !== SIGN_IN_REQUIRED || typeof window === 'undefined') return input.action;
  const back = window.location.pathname + window.location.search;
  return { label: 'Sign in', onClick: () => window.location.assign(authHref({ redirect: back })) };
}

export function toast(input: ToastInput): number {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? TIMINGS.toastDurationMs,
    action: signInAction(input),
  };
  current = item;
  startTimer();
  emit();
  return item.id;
}

/** Whether focus is in the toaster: a toast being read or about to be used is not taken away. */
let held = false;

function startTimer() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const item = current;
  if (item && !held) timer = setTimeout(() => dismissToast(item.id), item.durationMs);
}

/**
 * Focus came into the toaster (F8, or Tab to Undo): the toast stays until focus leaves, then gets
 * its full time again. It went in 5 s whatever a keyboard or screen-reader user was doing (probe 65,
 * F5), and with it the Undo they were reaching for (WCAG 2.2.1).
 */
export function holdToast(hold: boolean) {
  if (held === hold) return;
  held = hold;
  startTimer();
}

/**
 * Open modal dialogs. While one is open the page behind it is inert, so the toast is shown inside
 * the dialog (toaster.tsx DialogToast) and the page's toaster shows nothing.
 */
let dialogsOpen = 0;

/** A dialog opened: toasts go into it until the returned function is called. */
export function toastsIntoDialog(): () => void {
  dialogsOpen += 1;
  emit();
  return () => {
    dialogsOpen -= 1;
    emit();
  };
}

export const dialogShowsToasts = () => dialogsOpen > 0;

const FLASH_KEY = 'dce-flash-toast';

/** A toast for the next page this tab loads (after a full page navigation, e.g. logging out). */
export function flashToast(input: ToastInput) {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage unavailable (private browsing): the toast is skipped, the navigation still happens.
  }
}

/** Shows the toast left by the previous page, once. */
export function showFlashedToast() {
  try {
    const saved = sessionStorage.getItem(FLASH_KEY);
    if (!saved) return;
    sessionStorage.removeItem(FLASH_KEY);
    const input = JSON.parse(saved) as ToastInput;
    if (typeof input.title === 'string') toast({ ...input, action: undefined });
  } catch {
    // Unreadable: nothing to show.
  }
}

export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  // Its buttons go with it, and a focused button removed fires no blur: a hold left on would keep
  // every later toast up for good. Focus still in the toaster (Escape) holds again on its own.
  held = false;
  if (timer) clearTimeout(timer);
  emit();
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastItem | null {
  return current;
}
