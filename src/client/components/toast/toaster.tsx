import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import {
  currentToast,
  dialogShowsToasts,
  dismissToast,
  holdToast,
  subscribeToasts,
  TOAST_VIEWPORT_ID,
  type ToastItem,
} from './toast-store';
import { CloseIcon } from '../ui/close-icon';

const SWIPE_THRESHOLD_PX = 50;

/**
 * Where the current toast shows, and is read out from. A screen reader reads the words that arrive
 * in a live region it already knows; a region inserted with its words already in it is often not
 * read (role=status especially), and every toast used to be one. So the frame and its two live
 * regions stay on the page (empty, from the server's HTML on, or from a dialog's opening), a
 * toast's words go into one of them (a new node per toast, so the same words twice are read twice),
 * and its buttons sit beside the regions, not in them, so they are not read as part of it.
 */
function ToastFrame({ item }: { item: ToastItem | null }) {
  // Swipe right to dismiss: the distance belongs to the toast it was started on.
  const [drag, setDrag] = useState<{ id: number; x: number } | null>(null);
  const start = useRef<number | null>(null);
  const dragX = item && drag?.id === item.id ? drag.x : 0;
  const onPointerDown = (e: PointerEvent) => {
    start.current = item ? e.clientX : null;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (item && start.current !== null) setDrag({ id: item.id, x: Math.max(0, e.clientX - start.current) });
  };
  const onPointerUp = () => {
    if (item && dragX > SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else setDrag(null);
    start.current = null;
  };
  const destructive = item?.variant === 'destructive';
  const words = item ? (
    <div key={item.id}>
      <p className="text-sm font-semibold">{item.title}</p>
      {item.description ? <p className="mt-1 text-sm opacity-90">{item.description}</p> : null}
    </div>
  ) : null;
  return (
    <div
      data-toast={item ? '' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={dragX ? { transform: `translateX(${dragX}px)` } : undefined}
      className={
        item
          ? `pointer-events-auto relative rounded-lg border p-4 pr-10 shadow-lg touch-pan-y ${
              destructive
                ? 'border-red-700 bg-red-600 text-white'
                : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
            }`
          : undefined
      }
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {destructive ? null : words}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive ? words : null}
      </div>
      {item?.action ? (
        <button
          type="button"
          onClick={() => {
            dismissToast(item.id);
            item.action?.onClick();
          }}
          className="mt-2 rounded-md border border-current px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-current"
        >
          {item.action.label}
        </button>
      ) : null}
      {item ? (
        <button
          type="button"
          onClick={() => dismissToast(item.id)}
          aria-label="Close notification"
          className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The toast viewport (at most one toast): swipe right, press × or Escape to dismiss. F8 moves focus here
 * (behaviors/toast-hotkey.ts, so it works before this island has loaded).
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  // While a modal dialog is open, the dialog shows it (DialogToast).
  const inDialog = useSyncExternalStore(subscribeToasts, dialogShowsToasts, () => false);
  const item = inDialog ? null : current;
  return (
    <div
      id={TOAST_VIEWPORT_ID}
      role="region"
      tabIndex={-1}
      aria-label="Notifications (F8)"
      // Escape dismisses the toast whose button has focus (reached by F8, then Tab), as in other
      // toasters (probe 65, F5); focus stays here, not lost with the toast's button.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !item) return;
        dismissToast(item.id);
        event.currentTarget.focus();
      }}
      onFocus={() => holdToast(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) holdToast(false);
      }}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col p-4 outline-none sm:max-w-sm"
    >
      <ToastFrame item={item} />
    </div>
  );
}

/**
 * The current toast inside an open modal dialog, below its buttons. Outside it, the page is inert
 * while the dialog is open: a toast there could not be dismissed, its action (Undo, Sign in) not
 * used, screen readers did not hear it, and at the bottom of a phone it covered the dialog's
 * buttons (probes of 2026-11-29).
 */
export function DialogToast() {
  const item = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const list = useRef<HTMLDivElement>(null);
  // Below a long form on a phone it would open under the screen's edge, its words unseen: the
  // dialog scrolls just far enough to show it (probe 41, F2). A field the failure marked (and
  // focused) matters more: it is brought back if that scroll hid it. Not on opening: a toast still
  // showing from before would scroll a dialog that just opened to its end.
  const shown = useRef(item?.id);
  useEffect(() => {
    if (!item || item.id === shown.current) return;
    shown.current = item.id;
    const active = document.activeElement;
    // (Blocks: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.)
    void list.current?.scrollIntoView({ block: 'nearest' });
    if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true') void active.scrollIntoView({ block: 'nearest' });
  }, [item]);
  // Rendered when the dialog opens, empty: its regions must be there before a toast's words.
  return (
    <div ref={list} role="region" aria-label="Notifications" className={item ? 'mt-4' : undefined}>
      <ToastFrame item={item} />
    </div>
  );
}
