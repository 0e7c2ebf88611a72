import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX, newsletterIssueInputSchema } from '../../../../shared/schemas/newsletter';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { applyServerIssues } from '../../../lib/server-issues';
import { errorMessage } from '../../../lib/trpc-errors';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc } from '../../../trpc';
import { useMailEnabled } from '../../../hooks/use-mail-enabled';
import { NEWSLETTER_NO_MAIL_NOTICE } from '../../../../shared/mail-unavailable';

type FormValues = z.input<typeof newsletterIssueInputSchema>;
type Issue = z.output<typeof newsletterIssueInputSchema>;
const EMPTY: FormValues = { subject: '', body: '' };
const FIELDS = ['subject', 'body'] as const;

/**
 * Write a newsletter issue and send it to every active subscriber, after a second step that names
 * how many (a send cannot be called back). Closing keeps the draft for as long as the page is open:
 * a long text is not lost to a stray Escape; only a send clears it.
 */
export function NewsletterDialog({ open, activeSubscribers, onClose }: { open: boolean; activeSubscribers: number; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [reviewing, setReviewing] = useState<Issue | null>(null);
  const form = useForm<FormValues, unknown, Issue>({ resolver: zodResolver(newsletterIssueInputSchema), defaultValues: EMPTY });
  // Set in the click itself: `send.isPending` disables the button only after a render, so the second
  // click of a double click would send again and its 409 would end on "not sent" (probe 31, F2).
  const sending = useRef(false);
  // Each step unmounts the pressed button: focus is moved into the new step, not left on <body> (probe 31, F4).
  const question = useRef<HTMLParagraphElement>(null);
  const backToText = useRef(false);
  useEffect(() => {
    if (reviewing) question.current?.focus();
    else if (backToText.current) {
      backToText.current = false;
      form.setFocus(FIELDS.find((name) => form.getFieldState(name).invalid) ?? 'subject');
    }
  }, [reviewing, form]);
  const send = trpc.subscribers.sendIssue.useMutation({
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: async (sent) => {
      toast({
        title: 'Newsletter sent',
        description: `"${sent.subject}" is on its way to ${sent.recipients} ${sent.recipients === 1 ? 'subscriber' : 'subscribers'}.`,
      });
      form.reset(EMPTY);
      // The test copy was of what has now been sent: the empty draft has none.
      setTestSent(null);
      backToText.current = false;
      setReviewing(null);
      onClose();
      await utils.subscribers.issues.invalidate();
    },
    onError: (e) => {
      // Back to the text, as typed, with the reason: nothing is lost.
      setReviewing(null);
      // The fields are not on screen while reviewing, so the focus is moved once they are back (to a refused one first).
      backToText.current = true;
      applyServerIssues(e, form.setError);
      toast({ title: 'Newsletter not sent', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  // A copy to the admin's own address first, to read it as subscribers will. Which text it was of
  // is kept, so an edit after it says the copy is of an earlier version.
  const [testSent, setTestSent] = useState<{ to: string; of: Issue } | null>(null);
  const sendTest = trpc.subscribers.sendTestIssue.useMutation({
    onSuccess: ({ to }, of) => setTestSent({ to, of }),
    onError: (e) => {
      setTestSent(null);
      applyServerIssues(e, form.setError);
      toast({ title: 'Test not sent', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const test = form.handleSubmit(
    (issue) => {
      setTestSent(null);
      sendTest.mutate(issue);
    },
    reportUnshownErrors(['subject', 'body'], 'Test not sent'),
  );
  const close = () => {
    // Closing hands focus back to the opener (the dialog does that), not to a field.
    backToText.current = false;
    setReviewing(null);
    onClose();
  };
  const review = form.handleSubmit(setReviewing, reportUnshownErrors(['subject', 'body'], 'Newsletter not sent'));
  const [subject, body] = useWatch({ control: form.control, name: FIELDS });
  // Compared as the server reads them (trimmed, normalised), so a trailing space is no edit.
  const current = testSent ? newsletterIssueInputSchema.safeParse({ subject, body }) : undefined;
  const testIsOfThisText =
    testSent !== null &&
    current?.success === true &&
    current.data.subject === testSent.of.subject &&
    current.data.body === testSent.of.body;
  const none = activeSubscribers === 0;
  // Without outgoing mail nothing can be sent (the server refuses too): the text can still be written.
  const mailEnabled = useMailEnabled();
  const readers = `${activeSubscribers} active ${activeSubscribers === 1 ? 'subscriber' : 'subscribers'}`;
  return (
    <Dialog open={open} onClose={close} title={reviewing ? 'Send this newsletter?' : 'Send Newsletter'} maxWidth={600}>
      {reviewing ? (
        <div className="space-y-4">
          <p ref={question} tabIndex={-1} className="focus:outline-none">
            &ldquo;{reviewing.subject}&rdquo; goes to {readers} now, each copy with its own unsubscribe link. A sent newsletter cannot be
            called back.
          </p>
          <div className="flex justify-end gap-2 pt-2">
            <Button
              variant="secondary"
              onClick={() => {
                backToText.current = true;
                setReviewing(null);
              }}
              disabled={send.isPending}
            >
              Back to editing
            </Button>
            <Button
              onClick={() => {
                if (sending.current) return;
                sending.current = true;
                send.mutate(reviewing);
              }}
              disabled={send.isPending}
            >
              {send.isPending ? 'Sending...' : 'Send now'}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={review} className="space-y-4">
          {mailEnabled ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {none ? 'There are no active subscribers yet: nobody would receive it.' : `It goes to the ${readers}.`}
            </p>
          ) : (
            <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {NEWSLETTER_NO_MAIL_NOTICE}
            </p>
          )}
          <TextField
            label="Subject"
            maxLength={NEWSLETTER_SUBJECT_MAX}
            error={form.formState.errors.subject?.message}
            {...form.register('subject')}
          />
          <TextAreaField
            label="Message"
            rows={10}
            maxLength={NEWSLETTER_BODY_MAX}
            hint="Plain text. Leave a blank line between paragraphs; a web address on a line of its own becomes a link. An unsubscribe link is added under it."
            error={form.formState.errors.body?.message}
            {...form.register('body')}
          />
          {testSent ? (
            <p
              role="status"
              className={`text-sm ${testIsOfThisText ? 'text-emerald-800 dark:text-emerald-300' : 'text-slate-700 dark:text-slate-300'}`}
            >
              {testIsOfThisText
                ? `A test copy is on its way to ${testSent.to}, marked [Test]. Nobody else gets it.`
                : `The test copy sent to ${testSent.to} is of an earlier version of this text. Send another to read your changes.`}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => void test()} disabled={!mailEnabled || sendTest.isPending}>
              {sendTest.isPending ? 'Sending test...' : 'Send me a test'}
            </Button>
            <Button type="submit" disabled={none || !mailEnabled}>
              Review and send
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
