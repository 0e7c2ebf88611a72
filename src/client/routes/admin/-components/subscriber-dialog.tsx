import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { subscriberCreateSchema } from '../../../../shared/schemas/subscribers';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { applyServerIssues } from '../../-components/auth/server-issues';

type FormValues = z.input<typeof subscriberCreateSchema>;

export function SubscriberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<FormValues, unknown, z.output<typeof subscriberCreateSchema>>({
    resolver: zodResolver(subscriberCreateSchema),
    defaultValues: { email: '', subscribed: true },
  });
  const create = trpc.subscribers.create.useMutation({
    onSuccess: async (s) => {
      toast({ title: 'Subscriber added', description: `${s.email} has been added to the list.` });
      await utils.subscribers.list.invalidate();
      form.reset();
      onClose();
    },
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to add subscriber', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  return (
    <Dialog open={open} onClose={onClose} title="Add Subscriber" maxWidth={500}>
      <form noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))} className="space-y-4">
        <TextField label="Email Address" type="email" error={form.formState.errors.email?.message} {...form.register('email')} />
        <CheckboxField label="Active subscriber" {...form.register('subscribed')} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add Subscriber'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
