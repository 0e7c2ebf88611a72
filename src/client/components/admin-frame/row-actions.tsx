import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * A row's quiet actions (issue 27 item 3): a "⋯" menu whose items include Delete, so the
 * destructive action no longer sits beside Edit with the same weight. Delete asks first, in a
 * dialog that names the thing ("Delete the course 'X'?"), whose Cancel leaves everything as it was.
 */
/** A confirm step of the row's own (one that asks for more than a yes), in place of ConfirmDelete. */
export interface OwnConfirmStep {
  open: boolean;
  onCancel: () => void;
  /** Called once the row is deleted: keyboard focus then goes where the row was. */
  onDeleted: () => void;
}

export function RowActions({
  name,
  kind,
  detail,
  pending = false,
  beforeDelete,
  children,
  ...deletion
}: {
  /** The row's own name, as the admin sees it (a title, an email, a username). */
  name: string;
  /** What it is: 'course', 'news article', 'event'... */
  kind: string;
  /** What deleting it means, under the question (the spec's wording where it has one). */
  detail: string;
  pending?: boolean;
  /** Refuse before asking (the primary admin account): answers false to stop. */
  beforeDelete?: () => boolean;
  /** More menu items (MenuItem), shown above Delete. */
  children?: ReactNode;
} & ({ onDelete: () => void } | { confirmStep: (step: OwnConfirmStep) => ReactNode })) {
  const [confirming, setConfirming] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  /** Set when Delete is confirmed: where keyboard focus goes once this row (and its menu) is gone. */
  const afterDelete = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      // The row went with the focused menu button: focus would fall to the page's body, and a
      // keyboard user would start again from the top (the probe of 2026-11-29). The page's main
      // region keeps them where they were, unless the list put focus somewhere itself.
      const target = afterDelete.current;
      if (!target) return;
      setTimeout(() => {
        if (document.activeElement !== document.body || !target.isConnected) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      });
    },
    [],
  );
  return (
    <>
      <Menu as="div" ref={menu} className="relative inline-block">
        <MenuButton
          aria-label={`More actions for ${name}`}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-text dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M4 10a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm7.5 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM19 10a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
          </svg>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          {children}
          <MenuItem disabled={pending}>
            <button
              type="button"
              onClick={() => (beforeDelete ? beforeDelete() : true) && setConfirming(true)}
              className="block w-full rounded px-3 py-2 text-left text-sm text-red-700 data-[disabled]:opacity-50 data-[focus]:bg-red-50 dark:text-red-300 dark:data-[focus]:bg-red-950/40"
            >
              Delete
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {'confirmStep' in deletion ? (
        <OwnStep
          render={deletion.confirmStep}
          open={confirming}
          onCancel={() => setConfirming(false)}
          onDeleted={() => {
            setConfirming(false);
            afterDelete.current = menu.current?.closest('main') ?? null;
          }}
        />
      ) : (
        <ConfirmDelete
          open={confirming}
          question={`Delete the ${kind} '${name}'?`}
          detail={detail}
          pending={pending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            afterDelete.current = menu.current?.closest('main') ?? null;
            deletion.onDelete();
          }}
        />
      )}
    </>
  );
}

function OwnStep({ render, ...step }: OwnConfirmStep & { render: (step: OwnConfirmStep) => ReactNode }) {
  return render(step);
}

/** An item of a RowActions menu other than Delete. */
export function RowMenuItem({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <MenuItem disabled={disabled}>
      <button
        type="button"
        onClick={onClick}
        className="block w-full rounded px-3 py-2 text-left text-sm data-[disabled]:opacity-50 data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800"
      >
        {children}
      </button>
    </MenuItem>
  );
}

/** The confirm step of a destructive action: the question names the thing; Cancel is first and safe. */
export function ConfirmDelete({
  open,
  question,
  detail,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  question: string;
  detail: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={question} maxWidth={460}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{detail}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
