import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { stepUpFormSchema, type StepUpFormInput } from '../../../../shared/schemas/step-up';
import type { OwnConfirmStep } from '../../../components/admin-frame/row-actions';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StepUpFields } from '../../../components/ui/step-up-fields';
import { DISCARD_TYPED } from '../../../lib/edit-conflict';
import { applyServerIssues } from '../../../lib/server-issues';
import { errorMessage } from '../../../lib/trpc-errors';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc } from '../../../trpc';

/**
 * Deleting an account asks for the acting admin's own password (and code, with two-factor): the
 * account and its paid courses go for good, so a stolen admin session alone must not be enough.
 * A refused proof is marked at its field and what was typed stays; Cancel forgets it.
 */
export function UserDeleteDialog({ user, detail, step }: { user: { id: number; username: string }; detail: string; step: OwnConfirmStep }) {
  const utils = trpc.useUtils();
  const form = useForm<StepUpFormInput>({
    resolver: zodResolver(stepUpFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', code: '' },
  });
  const remove = trpc.users.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'User deleted', description: 'The account has been removed.' });
      form.reset(undefined, DISCARD_TYPED);
      step.onDeleted();
      await utils.users.list.invalidate();
    },
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to delete user', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const submit = form.handleSubmit(
    (v) => {
      if (remove.isPending) return;
      const code = typeof v.code === 'string' && v.code.trim() ? v.code.trim() : undefined;
      remove.mutate({ id: user.id, currentPassword: v.currentPassword, ...(code ? { code } : {}) });
    },
    reportUnshownErrors(['currentPassword', 'code'], 'Failed to delete user'),
  );
  const cancel = () => {
    form.reset(undefined, DISCARD_TYPED);
    step.onCancel();
  };
  const { errors } = form.formState;
  return (
    <Dialog open={step.open} onClose={cancel} title={`Delete the user '${user.username}'?`} maxWidth={460}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{detail}</p>
        <StepUpFields
          why="Needed to delete an account."
          password={form.register('currentPassword')}
          code={form.register('code')}
          errors={{ currentPassword: errors.currentPassword?.message, code: errors.code?.message }}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
