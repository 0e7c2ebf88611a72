/**
 * The reconciliation queue (issue 27): one line per payment with the amount due in US$, EC$ and
 * USDT; filters and search in the URL (reload and back keep them); select-all of the filtered rows
 * and shift-click ranges; one note per bulk decision, confirmed in a dialog; undo for
 * UNDO_WINDOW_MINUTES from the toast and from the recent decisions.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/constants';
import {
  PENDING_AGE_LABELS,
  PENDING_AGES,
  PENDING_SEARCH_MAX,
  type PendingAge,
  type PendingSearch,
} from '../../../../shared/pending-queue';
import { PENDING_PAGE, type SeenPayment } from '../../../../shared/schemas/enrollments';
import { toast } from '../../../components/toast/toast-store';
import { Button, buttonClass } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { WIDE_ONLY_CELL } from '../../../components/ui/table-head';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage, gotNoAnswer, isRefusalByTheData } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { pendingQueryInput } from './pending-query';
import { PendingRow, type Pending } from './pending-row';
import { QueueConfirmDialog, type QueueAction } from './queue-confirm-dialog';
import { methodLabel, plural, usd, xcd } from './queue-format';
import { RecentDecisions, type DecisionToUndo } from './recent-decisions';
import { toggledSelection } from './row-selection';
import { refreshNow, useNow } from './use-now';
import { TableScroller } from '../../../components/ui/table-scroller';
import { RowCheckbox } from '../../../components/ui/row-checkbox';
import { QueryState } from '../../../components/query-state';

/** How long the queue's buttons wait after the list changed: longer than a double tap. */
const REFLOW_GUARD_MS = 700;

/** Long enough to read the toast and reach its Undo; the recent decisions keep it for the whole window. */
const UNDO_TOAST_MS = 10_000;
/** A refused rejection's toast that carries the note typed: long enough to select and copy it. */
const NOTE_KEPT_TOAST_MS = 30_000;

type Confirming = { action: QueueAction; rows: Pending[] };

/** What the admin sees of a row's payment, sent with a decision: refused if the learner changed it since. */
const seenOf = (row: { paymentMethod: SeenPayment['paymentMethod']; paymentReference: string | null }): SeenPayment => ({
  paymentMethod: row.paymentMethod,
  paymentReference: row.paymentReference,
});

/** A decision sent without an answer back: it may have been made. */
const NO_ANSWER_DECISION =
  'The site could not be reached, so the decision may or may not have been made. Once you are connected the list shows what is still pending: decide again only what is still there.';

export function PendingTab({ search, setSearch }: { search: PendingSearch; setSearch: (patch: PendingSearch, replace?: boolean) => void }) {
  const utils = trpc.useUtils();
  const now = useNow();
  const query = pendingQueryInput(search);
  const pending = trpc.enrollments.pending.useQuery(query, { placeholderData: (previous) => previous });
  const usdtNetwork = trpc.settings.admin.useQuery().data?.payments.usdt.network ?? '';
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkNotes, setBulkNotes] = useState('');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  /** The id of the row last clicked: where a shift-click's range starts (row-selection.ts). */
  const anchor = useRef<number | null>(null);
  // The search box is typed into freely; the URL follows it, and it follows the URL (back, links).
  const [text, setText] = useState(search.q ?? '');
  const [seenQ, setSeenQ] = useState(search.q);
  if (search.q !== seenQ) {
    setSeenQ(search.q);
    if ((text.trim() || undefined) !== search.q) setText(search.q ?? '');
  }
  const rows = pending.data ?? [];
  // Only what the filters show can be acted on: a row hidden by a filter is never decided unseen.
  const chosen = rows.filter((r) => selected.has(r.id));

  // After a decision (made, refused or undone) the list changes under the pointer: the next row's
  // Approve slides to where the last tap was. Its buttons wait a moment after each change, so a
  // double tap never decides a payment nobody looked at.
  const [settling, setSettling] = useState(false);
  // Set by the first tap, at once: `disabled` applies only once React has drawn it, so two taps in
  // one frame (a double click, Enter pressed twice) both went out, and the second one's refusal
  // replaced the first one's Undo toast (probe 16). Every decision ends in refresh(), which clears it.
  const deciding = useRef(false);
  const decideOnce = (send: () => void) => {
    if (deciding.current) return;
    deciding.current = true;
    send();
  };
  // When the list has settled, focus that went with a removed row (to <body>) goes to the next
  // payment, or the queue: a keyboard admin goes on from there (probe 16). To its selection box,
  // not its Approve: a second Enter then approves nobody unread (probe 65, F6); Tab reaches Approve.
  const queue = useRef<HTMLDivElement>(null);
  const wasSettling = useRef(false);
  useEffect(() => {
    if (settling) {
      wasSettling.current = true;
      return;
    }
    if (!wasSettling.current) return;
    wasSettling.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    const next = queue.current?.querySelector<HTMLInputElement>('tbody input[type="checkbox"]:not(:disabled)');
    (next ?? queue.current)?.focus();
  }, [settling]);
  const refresh = async () => {
    setSettling(true);
    try {
      await Promise.all([utils.enrollments.pending.invalidate(), utils.enrollments.recent.invalidate(), utils.admin.stats.invalidate()]);
    } finally {
      setTimeout(() => {
        deciding.current = false;
        setSettling(false);
      }, REFLOW_GUARD_MS);
    }
  };

  const undo = trpc.enrollments.undoMany.useMutation();
  /**
   * Each decision by the time it was made: another admin's later decision of the same payment is
   * refused, not undone in its place (probe 77, F1); a batch goes back whole or not at all (F2).
   */
  const undoMany = async (decisions: DecisionToUndo[], from: 'toast' | 'row' = 'row') => {
    // The toast's Undo closes the toast as it is pressed, so it cannot be pressed twice: pressed
    // while the decision's list is still settling, it waits for it rather than doing nothing
    // (the toast gone and nothing undone, with no word). A row's Undo keeps the guard: the rows
    // move under the pointer as a double tap lands.
    if (from === 'toast') while (deciding.current) await new Promise((resolve) => setTimeout(resolve, 100));
    if (deciding.current) return;
    deciding.current = true;
    try {
      await undo.mutateAsync({ decisions: decisions.map(({ id, decidedAt }) => ({ id, decidedAt: decidedAt?.toISOString() })) });
      toast({
        title: decisions.length === 1 ? 'Decision undone: back to pending' : `${decisions.length} decisions undone: back to pending`,
      });
    } catch (err) {
      // No answer: the undo may have been made; the list read again below shows what is pending (probe 76, F2).
      toast(
        gotNoAnswer(err)
          ? {
              title: 'No answer from the site',
              description: 'The undo may or may not have been made. Once you are connected the list shows what is pending again.',
              variant: 'destructive',
            }
          : { title: 'Could not undo', description: errorMessage(err, 'Please try again.'), variant: 'destructive' },
      );
    } finally {
      await refresh();
    }
  };

  const decided = async (action: QueueAction, ids: number[], decidedAt: Date | null, description?: string) => {
    refreshNow();
    setSelected(new Set());
    setBulkNotes('');
    setConfirming(null);
    toast({
      title: `${plural(ids.length, 'payment')} ${action === 'approve' ? 'approved' : 'rejected'}`,
      description,
      durationMs: UNDO_TOAST_MS,
      action: {
        label: 'Undo',
        onClick: () =>
          void undoMany(
            ids.map((id) => ({ id, decidedAt })),
            'toast',
          ),
      },
    });
    await refresh();
  };
  const closeIfDecided = () => {
    const now = utils.enrollments.pending.getData(query);
    if (!now || !confirming) return;
    const gone = confirming.rows.filter((r) => !now.some((x) => x.id === r.id)).length;
    if (gone === 0) return;
    setConfirming(null);
    setSelected(new Set());
    toast({
      title: `${plural(gone, 'payment')} no longer pending`,
      description: 'Already decided: see Recent decisions below. Choose again from the list as it is now.',
    });
  };
  const failed = (err: unknown) => {
    const noAnswer = gotNoAnswer(err);
    toast({
      title: noAnswer ? 'No answer from the site' : 'Nothing was changed',
      description: noAnswer ? NO_ANSWER_DECISION : errorMessage(err, 'Please try again.'),
      variant: 'destructive',
    });
    // No answer: the dialog stays, with its note, to confirm again (review of probe 41), and the
    // list is read again (refresh() also frees the buttons: probe 74, F1). The decision may have
    // been made with only its answer lost: payments that left the list leave the dialog's question.
    // (Still offline, the list cannot be read: confirming again is then refused for any payment
    // already decided, as for another admin's decision.)
    if (noAnswer) return void refresh().then(closeIfDecided);
    // Refused because a row changed meanwhile (a learner's new method, another admin's decision):
    // show it as it is now, and let the admin choose again rather than confirm a stale list.
    setConfirming(null);
    setSelected(new Set());
    void refresh();
  };

  const approve = trpc.enrollments.approve.useMutation({
    onSuccess: (r, input) => decided('approve', [r.id], r.decidedAt, rows.find((x) => x.id === input.id)?.user.fullName),
    onError: (err) => {
      toast({
        title: gotNoAnswer(err) ? 'No answer from the site' : 'Failed to approve enrollment',
        description: gotNoAnswer(err) ? NO_ANSWER_DECISION : errorMessage(err, 'Failed to approve enrollment'),
        variant: 'destructive',
      });
      void refresh();
    },
  });
  const reject = trpc.enrollments.reject.useMutation({
    onSuccess: (r, input) => decided('reject', [r.id], r.decidedAt, rows.find((x) => x.id === input.id)?.user.fullName),
    onError: (err, input) => {
      const byTheData = isRefusalByTheData(err);
      // The dialog closes below with the note in it: the note typed goes into the toast, kept
      // longer, so it can be copied (a colleague's approval can still be undone under Recent
      // decisions, then this rejection made with it: probe 77, F7).
      const note = byTheData && input.notes ? ` Your note, to copy if you still need it: “${input.notes}”` : '';
      toast({
        title: gotNoAnswer(err) ? 'No answer from the site' : 'Failed to reject enrollment',
        description: (gotNoAnswer(err) ? NO_ANSWER_DECISION : errorMessage(err, 'Failed to reject enrollment')) + note,
        variant: 'destructive',
        ...(note ? { durationMs: NOTE_KEPT_TOAST_MS } : {}),
      });
      // Decided or gone meanwhile (another admin): the dialog's question no longer stands (probe 41,
      // F12). A failure to reach the site keeps it open, with the note typed, to send again.
      if (byTheData) setConfirming(null);
      void refresh();
    },
  });
  const bulk = trpc.enrollments.bulk.useMutation({ onSuccess: (r) => decided(r.action, r.ids, r.decidedAt), onError: failed });
  const busy = approve.isPending || reject.isPending || bulk.isPending || settling;

  const confirm = (notes: string) => {
    if (!confirming) return;
    const ids = confirming.rows.map((r) => r.id);
    const withNotes = notes ? { notes } : {};
    // One row rejected from its own button goes through the single path (its learner, its note).
    const rows = confirming.rows;
    const action = confirming.action;
    decideOnce(() => {
      if (rows.length === 1 && action === 'reject' && chosen.length === 0)
        reject.mutate({ id: ids[0]!, ...withNotes, seen: seenOf(rows[0]!) });
      else bulk.mutate({ ids, action, ...withNotes, seen: rows.map((r) => ({ id: r.id, ...seenOf(r) })) });
    });
  };

  /** A click on a row's box; with Shift, every row between it and the last clicked one follows it. */
  const toggle = (id: number, event: MouseEvent<HTMLInputElement>) => {
    const range = { shift: event.shiftKey, anchor: anchor.current };
    const ids = rows.map((r) => r.id);
    anchor.current = id;
    setSelected((prev) => toggledSelection(ids, prev, id, range));
  };
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const sortButton = (className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => setSearch({ sort: search.sort === 'newest' ? undefined : 'newest' })}
      aria-label={search.sort === 'newest' ? 'Waiting, newest first: show oldest first' : 'Waiting, oldest first: show newest first'}
    >
      Waiting {search.sort === 'newest' ? '↑' : '↓'}
    </button>
  );
  const usdTotal = chosen.reduce((sum, r) => sum + r.amountDue.usdCents, 0);
  const xcdTotal = chosen.reduce((sum, r) => sum + r.amountDue.xcdCents, 0);

  return (
    <div ref={queue} tabIndex={-1} className="space-y-4 focus:outline-none">
      {/*
        A real GET form: with JavaScript off, or before the page's code is live, Search (or Enter)
        loads /admin?tab=pending with these filters and the server renders the filtered queue. Once
        live, every change filters at once and the form is not sent.
      */}
      <form
        method="get"
        action="/admin"
        role="search"
        aria-label="Pending payments"
        className="grid gap-3 sm:grid-cols-[12rem_10rem_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ q: text.trim() || undefined }, true);
        }}
      >
        <input type="hidden" name="tab" value="pending" />
        {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
        <SelectField
          label="Payment method"
          name="method"
          value={search.method ?? ''}
          onChange={(e) => setSearch({ method: (e.target.value || undefined) as PaymentMethod | undefined })}
        >
          <option value="">All methods</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {methodLabel(m, usdtNetwork)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Waiting"
          name="age"
          value={search.age ?? ''}
          onChange={(e) => setSearch({ age: (e.target.value || undefined) as PendingAge | undefined })}
        >
          <option value="">Any time</option>
          {PENDING_AGES.map((a) => (
            <option key={a} value={a}>
              {PENDING_AGE_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search payment code, reference, name or email"
          type="search"
          name="q"
          value={text}
          maxLength={PENDING_SEARCH_MAX}
          // Typing replaces the URL's entry (back leaves the queue, not one letter); the list follows.
          onChange={(e) => {
            setText(e.target.value);
            setSearch({ q: e.target.value.trim() || undefined }, true);
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" sendsNatively>
            Search
          </Button>
          <DownloadLink href="/api/admin/enrollments/export" className={buttonClass('secondary')}>
            Export CSV
          </DownloadLink>
        </div>
      </form>

      <QueryState query={pending} loading="Loading pending enrollments" failed="Failed to load pending enrollments. Please try again later">
        {() =>
          rows.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{query ? 'No pending enrollments match' : 'No pending enrollments'}</p>
          ) : (
            <>
              {/* On a phone the Waiting column (and its sort) is folded into the code cell: the sort sits above the table. */}
              <p className="text-sm md:hidden">{sortButton('text-primary underline')}</p>
              <TableScroller label="Pending payments table">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Pending payments, {search.sort === 'newest' ? 'newest' : 'oldest'} first</caption>
                  <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
                    <tr>
                      <th scope="col" className="py-2 pr-1 pl-2 md:pr-2 md:pl-4">
                        <RowCheckbox
                          checked={allChosen}
                          ref={(el) => {
                            if (el) el.indeterminate = chosen.length > 0 && !allChosen;
                          }}
                          onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)))}
                          aria-label={`Select all ${rows.length} shown`}
                        />
                      </th>
                      <th scope="col" className="px-2 py-2">
                        Amount due
                      </th>
                      <th scope="col" className={`px-2 py-2 ${WIDE_ONLY_CELL}`}>
                        Method
                      </th>
                      <th scope="col" className="px-2 py-2">
                        Code
                      </th>
                      <th scope="col" className={`px-2 py-2 ${WIDE_ONLY_CELL}`}>
                        Reference
                      </th>
                      <th scope="col" className={`px-2 py-2 ${WIDE_ONLY_CELL}`}>
                        Learner · course
                      </th>
                      <th scope="col" className={`px-2 py-2 ${WIDE_ONLY_CELL}`}>
                        {sortButton('uppercase hover:underline')}
                      </th>
                      <th scope="col" className="py-2 pr-2 pl-1 text-right md:pr-4 md:pl-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                    {rows.map((e) => (
                      <PendingRow
                        key={e.id}
                        e={e}
                        now={now}
                        selected={selected.has(e.id)}
                        busy={busy}
                        onToggle={(event) => toggle(e.id, event)}
                        onApprove={() => decideOnce(() => approve.mutate({ id: e.id, seen: seenOf(e) }))}
                        onAskApprove={() => setConfirming({ action: 'approve', rows: [e] })}
                        onReject={() => setConfirming({ action: 'reject', rows: [e] })}
                        usdtNetwork={usdtNetwork}
                      />
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            </>
          )
        }
      </QueryState>
      {rows.length >= PENDING_PAGE ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Showing the {PENDING_PAGE} {search.sort === 'newest' ? 'newest' : 'oldest'}. Decide these, or search by payment code, name or
          email to find another.
        </p>
      ) : null}

      {/* Sticky at the bottom of the view, after the list: choosing rows never moves them. */}
      {chosen.length > 0 ? (
        <div
          role="region"
          aria-label="Bulk decision"
          className="sticky bottom-0 z-10 flex flex-wrap items-end gap-3 rounded-xl border border-primary/40 bg-white/95 p-3 shadow-lg backdrop-blur dark:bg-slate-900/95"
        >
          <p className="text-sm font-medium">
            {chosen.length} selected · {usd(usdTotal)} <span className="text-slate-500 dark:text-slate-400">({xcd(xcdTotal)})</span>
          </p>
          <div className="min-w-[12rem] flex-1">
            <TextField
              label="One note for all (optional, shown to each learner)"
              value={bulkNotes}
              maxLength={2000}
              onChange={(ev) => setBulkNotes(ev.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => setConfirming({ action: 'approve', rows: chosen })}>
              Approve {chosen.length} selected
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming({ action: 'reject', rows: chosen })}>
              Reject {chosen.length} selected
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </div>
        </div>
      ) : null}

      <RecentDecisions now={now} undoing={undo.isPending || settling} onUndo={(ids) => void undoMany(ids)} />

      {confirming ? (
        <QueueConfirmDialog
          action={confirming.action}
          rows={confirming.rows}
          initialNotes={chosen.length > 0 ? bulkNotes : ''}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
