import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, type ReactNode } from 'react';
import { toastsIntoDialog } from '../toast/toast-store';
import { DialogToast } from '../toast/toaster';
import { CloseIcon } from './close-icon';

/** A modal dialog (Headless UI: focus trap, Escape, aria). `maxWidth` in px (spec: 600 or 500). */
export function Dialog({
  open,
  onClose,
  title,
  maxWidth = 500,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  // While open, toasts show inside it: the page behind a modal dialog is inert.
  useEffect(() => (open ? toastsIntoDialog() : undefined), [open]);
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel style={{ maxWidth }} className="w-full rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
            <div className="mb-4 flex items-start justify-between gap-4">
              <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-text dark:hover:text-slate-200"
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            </div>
            {children}
            <DialogToast />
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
