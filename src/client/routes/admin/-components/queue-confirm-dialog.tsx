/**
 * The queue's confirmation (issue 27): names what will happen ("Approve 3 payments totalling
 * US$150.00?"), lists the payments, and takes the one note the decision carries to each learner.
 */
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { UNDO_WINDOW_MINUTES } from '../../../../shared/pending-queue';
import { useMailEnabled } from '../../../hooks/use-mail-enabled';
import { plural, usd, xcd } from './queue-format';
import type { Pending } from './pending-row';

export type QueueAction = 'approve' | 'reject';

const SHOWN = 8;

export function QueueConfirmDialog({
  action,
  rows,
  initialNotes,
  busy,
  onConfirm,
  onClose,
}: {
  action: QueueAction;
  rows: Pending[];
  initialNotes: string;
  busy: boolean;
  onConfirm: (notes: string) => void;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState(initialNotes);
  const verb = action === 'approve' ? 'Approve' : 'Reject';
  const usdTotal = rows.reduce((sum, r) => sum + r.amountDue.usdCents, 0);
  const xcdTotal = rows.reduce((sum, r) => sum + r.amountDue.xcdCents, 0);
  const what = plural(rows.length, 'payment');
  const mailEnabled = useMailEnabled();
  return (
    <Dialog open onClose={busy ? () => {} : onClose} title={`${verb} ${what}?`} maxWidth={560}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(notes.trim());
        }}
      >
        <p>
          {verb} {what} totalling <strong>{usd(usdTotal)}</strong> ({xcd(xcdTotal)})? {decisionOutcome(action, mailEnabled)}
        </p>
        <ul className="max-h-48 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
          {rows.slice(0, SHOWN).map((r) => (
            <li key={r.id} className="flex justify-between gap-3 px-3 py-1.5">
              <span className="truncate">
                <span className="font-mono">{r.paymentCode ?? '—'}</span> · <bdi>{r.user.fullName}</bdi>
              </span>
              <span className="tabular-nums">{usd(r.amountDue.usdCents)}</span>
            </li>
          ))}
          {rows.length > SHOWN ? <li className="px-3 py-1.5 text-slate-500">and {rows.length - SHOWN} more</li> : null}
        </ul>
        <TextAreaField
          label={action === 'approve' ? 'Note to each learner (optional)' : 'Reason, shown to each learner (optional)'}
          rows={2}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">You can undo this for {UNDO_WINDOW_MINUTES} minutes afterwards.</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'approve' ? 'primary' : 'danger'} disabled={busy}>
            {busy ? (action === 'approve' ? 'Approving...' : 'Rejecting...') : `${verb} ${what}`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * What the learners learn of the decision. Without outgoing mail (no SMTP_URL) nobody is emailed:
 * the card on their profile is all they see, so the admin is told to reach them (probe 67, F2's
 * admin side).
 */
function decisionOutcome(action: QueueAction, mailEnabled: boolean): string {
  if (action === 'approve') {
    return mailEnabled
      ? 'Each learner is emailed and their course materials unlock.'
      : 'Their course materials unlock. This site cannot send email yet, so they learn it on their profile; tell them yourself.';
  }
  return mailEnabled
    ? 'Each learner is emailed that the enrollment was not approved.'
    : 'This site cannot send email yet: each learner sees "not approved" on their profile; tell them yourself.';
}
