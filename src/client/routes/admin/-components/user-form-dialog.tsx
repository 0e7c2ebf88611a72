import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useChangedMeanwhile } from '../../../lib/changed-meanwhile';
import { ChangedMeanwhileNote } from '../../../components/ui/changed-meanwhile-note';
import type { z } from 'zod';
import { userCreateFormSchema, userEditFormSchema } from '../../../../shared/schemas/users';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StepUpFields } from '../../../components/ui/step-up-fields';
import { SelectField, TextField } from '../../../components/ui/field';
import { createFailureMessage } from '../../../lib/trpc-errors';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc, type RouterOutputs } from '../../../trpc';
import { applyServerIssues } from '../../../lib/server-issues';
import { DISCARD_TYPED, KEEP_TYPED, saveFailureMessage } from '../../../lib/edit-conflict';

type AdminUser = RouterOutputs['users']['list']['items'][number];
type FormValues = z.input<typeof userEditFormSchema>;

/** What the dialog calls each field, to name one someone else also changed (lib/changed-meanwhile.ts). */
const USER_FIELD_LABELS = { username: 'Username', email: 'Email', fullName: 'Full Name', role: 'Role' };

export function UserFormDialog({ open, user, onClose }: { open: boolean; user: AdminUser | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const values: FormValues = user
    ? {
        username: user.username,
        email: user.email,
        fullName: user.fullName,
        role: user.role,
        password: '',
        currentPassword: '',
        code: '',
      }
    : { username: '', email: '', fullName: '', role: 'user', password: '', currentPassword: '', code: '' };
  const form = useForm<FormValues>({
    resolver: zodResolver(user ? userEditFormSchema : userCreateFormSchema),
    mode: 'onTouched',
    values,
    resetOptions: KEEP_TYPED,
  });
  const changedByOthers = useChangedMeanwhile(form, open && user ? user.id : null, values, USER_FIELD_LABELS);
  const done = async (title: string, description: string) => {
    toast({ title, description });
    await utils.users.list.invalidate();
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  const create = trpc.users.create.useMutation({
    onSuccess: (u) => done('User created', `${u.fullName} can now sign in.`),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to create user', description: createFailureMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const update = trpc.users.update.useMutation({
    onSuccess: (u) => done('User updated', `${u.fullName} has been updated.`),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to update user', description: saveFailureMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const submit = form.handleSubmit(
    (v) => {
      // Checked by the schema: a new user's is at least 6 characters; an edit's blank box keeps the old one.
      const password = v.password?.trim() ? v.password : undefined;
      const body = { username: v.username, email: v.email, fullName: v.fullName, role: v.role };
      // The step-up proof, sent only when typed: the server says when it is needed.
      const proof = {
        ...(v.currentPassword ? { currentPassword: v.currentPassword } : {}),
        ...(v.code?.trim() ? { code: v.code.trim() } : {}),
      };
      if (user)
        update.mutate({
          id: user.id,
          ...body,
          ...(password ? { password } : {}),
          ...proof,
          expectedUpdatedAt: user.updatedAt.toISOString(),
        });
      else create.mutate({ ...body, password: password ?? '', ...proof });
    },
    reportUnshownErrors(
      ['username', 'email', 'fullName', 'role', 'password', 'currentPassword', 'code'],
      user ? 'Failed to update user' : 'Failed to create user',
    ),
  );
  // Cancel, Escape and the backdrop all discard what was typed: the next open starts clean.
  const close = () => {
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };

  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;
  // Editing anyone, or making an admin: a role or sign-in change may need the acting admin's proof.
  const role = useWatch({ control: form.control, name: 'role' });
  const asksProof = user !== null || role === 'admin';
  return (
    <Dialog open={open} onClose={close} title={user ? 'Edit User' : 'Create New User'} maxWidth={500}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Username" autoComplete="off" error={errors.username?.message} {...form.register('username')} />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <TextField
          label="Full Name"
          hint={user ? 'Also corrects the name on certificates already issued to them.' : undefined}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <SelectField
          label="Role"
          error={errors.role?.message}
          hint={
            user?.role === 'admin' && role === 'user'
              ? 'Removing the admin role signs them out everywhere and turns off their two-factor authentication.'
              : undefined
          }
          {...form.register('role')}
        >
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </SelectField>
        <TextField
          label={user ? 'New password (optional)' : 'Password'}
          type="password"
          autoComplete="new-password"
          hint={user ? 'Leave empty to keep the current password. Setting one signs the user out everywhere.' : undefined}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {asksProof ? (
          <StepUpFields
            why="Needed to give or remove the admin role, and to change anyone's username, email or password."
            password={form.register('currentPassword')}
            code={form.register('code')}
            errors={{ currentPassword: errors.currentPassword?.message, code: errors.code?.message }}
          />
        ) : null}
        <ChangedMeanwhileNote changes={changedByOthers} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? (user ? 'Updating...' : 'Creating...') : user ? 'Update User' : 'Create User'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
