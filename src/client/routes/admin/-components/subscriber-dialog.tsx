import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useChangedMeanwhile } from '../../../lib/changed-meanwhile';
import { ChangedMeanwhileNote } from '../../../components/ui/changed-meanwhile-note';
import type { z } from 'zod';
import { subscriberCreateSchema } from '../../../../shared/schemas/subscribers';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc, type RouterOutputs } from '../../../trpc';
import { applyServerIssues } from '../../../lib/server-issues';
import { DISCARD_TYPED, KEEP_TYPED, saveFailureMessage } from '../../../lib/edit-conflict';

type FormValues = z.input<typeof subscriberCreateSchema>;
type Subscriber = RouterOutputs['subscribers']['list']['items'][number];

/** What the dialog calls each field, to name one someone else also changed (lib/changed-meanwhile.ts). */
const SUBSCRIBER_FIELD_LABELS = { email: 'Email Address', subscribed: 'Active subscriber' };

/** Add a subscriber, or edit one (its address and whether it receives the newsletter). */
export function SubscriberDialog({ open, subscriber, onClose }: { open: boolean; subscriber: Subscriber | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const values: FormValues = subscriber ? { email: subscriber.email, subscribed: subscriber.subscribed } : { email: '', subscribed: true };
  const form = useForm<FormValues, unknown, z.output<typeof subscriberCreateSchema>>({
    resolver: zodResolver(subscriberCreateSchema),
    // Only the form's own fields (the strict schema refuses id or dates).
    values,
    resetOptions: KEEP_TYPED,
  });
  const changedByOthers = useChangedMeanwhile(form, open && subscriber ? subscriber.id : null, values, SUBSCRIBER_FIELD_LABELS);
  const done = async (title: string, description: string) => {
    toast({ title, description });
    await utils.subscribers.list.invalidate();
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  const failed = (title: string) => (e: unknown) => {
    applyServerIssues(e, form.setError);
    toast({ title, description: saveFailureMessage(e, 'Please try again.'), variant: 'destructive' });
  };
  const create = trpc.subscribers.create.useMutation({
    onSuccess: (s) => done('Subscriber added', `${s.email} has been added to the list.`),
    onError: failed('Failed to add subscriber'),
  });
  const update = trpc.subscribers.update.useMutation({
    onSuccess: (s) => done('Subscriber updated', `${s.email} has been updated.`),
    onError: (e) => {
      failed('Failed to update subscriber')(e);
    },
  });
  // Cancel, Escape and the backdrop all discard what was typed: the next open starts clean.
  const close = () => {
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  const pending = create.isPending || update.isPending;
  const submit = form.handleSubmit(
    (v) =>
      subscriber ? update.mutate({ id: subscriber.id, ...v, expectedUpdatedAt: subscriber.updatedAt.toISOString() }) : create.mutate(v),
    reportUnshownErrors(['email', 'subscribed'], subscriber ? 'Failed to update subscriber' : 'Failed to add subscriber'),
  );
  return (
    <Dialog open={open} onClose={close} title={subscriber ? 'Edit Subscriber' : 'Add Subscriber'} maxWidth={500}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Email Address" type="email" error={form.formState.errors.email?.message} {...form.register('email')} />
        <CheckboxField label="Active subscriber" {...form.register('subscribed')} />
        <ChangedMeanwhileNote changes={changedByOthers} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : subscriber ? 'Save Subscriber' : 'Add Subscriber'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
