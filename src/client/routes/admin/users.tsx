import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PRIMARY_ADMIN_ID } from '../../../shared/constants';
import { initials } from '../../../shared/format';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../trpc';
import { BackToDashboard } from './-components/back-to-dashboard';
import { Pager } from './-components/pager';
import { UserFormDialog } from './-components/user-form-dialog';
import { TableHead } from '../../components/ui/table-head';
import { withSiteName } from '../../lib/page-title';

type AdminUser = RouterOutputs['users']['list']['items'][number];
const PAGE_SIZE = 20;

export const Route = createFileRoute('/admin/users')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  loader: ({ context }) => context.trpc.users.list.ensureData({ page: 1, pageSize: PAGE_SIZE }),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Users Management') }] }),
  component: UsersAdminPage,
});

const when = (d: Date | null) => (d ? d.toLocaleString() : 'Never');

function UsersAdminPage() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query = { page, pageSize: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}) };
  const users = trpc.users.list.useQuery(query, { placeholderData: (prev) => prev });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);
  const remove = trpc.users.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'User deleted', description: 'The account has been removed.' });
      await utils.users.list.invalidate();
    },
    onError: (e) => toast({ title: 'Failed to delete user', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  const unlock = trpc.users.unlockLogin.useMutation({
    onSuccess: () => toast({ title: 'Login unlocked', description: 'Every sign-in lock on this account has been lifted.' }),
    onError: (e) => toast({ title: 'Failed to unlock login', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  const confirmDelete = (u: AdminUser) => {
    if (u.id === PRIMARY_ADMIN_ID) {
      toast({ title: 'Cannot delete', description: 'You cannot delete the primary admin account.', variant: 'destructive' });
      return;
    }
    if (window.confirm(`Delete ${u.fullName} (@${u.username})? Their enrollments are deleted too.`)) remove.mutate({ id: u.id });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <BackToDashboard />
      <div className="mt-2 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Users Management</h1>
        <Button
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Add User
        </Button>
      </div>
      <label className="mb-4 block max-w-sm">
        <span className="sr-only">Search users</span>
        <input
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          placeholder="Search by name, username or email"
          className="w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
      </label>
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <p role="alert" className="text-red-600">
          Failed to load users. Please try again later.
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[800px] text-left text-sm">
              <TableHead columns={['User', 'Email', 'Role', 'Created', 'Last Login', 'Actions']} />
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {users.data.items.map((u) => (
                  <tr key={u.id}>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <span
                          aria-hidden="true"
                          className="flex h-9 w-9 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-primary"
                        >
                          {initials(u.fullName)}
                        </span>
                        <span>
                          <span className="block font-medium">{u.fullName}</span>
                          <span className="text-slate-500">@{u.username}</span>
                        </span>
                      </div>
                    </td>
                    <td className="px-4 py-3">{u.email}</td>
                    <td className="px-4 py-3">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${u.role === 'admin' ? 'bg-accent/15 text-accent' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
                      >
                        {u.role === 'admin' ? 'Admin' : 'User'}
                      </span>
                    </td>
                    <td className="px-4 py-3">{u.createdAt.toLocaleString()}</td>
                    <td className="px-4 py-3">{when(u.lastLogin)}</td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          aria-label={`Edit ${u.username}`}
                          onClick={() => {
                            setEditing(u);
                            setOpen(true);
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={`Unlock login of ${u.username}`}
                          title="Lift the locks set by repeated failed sign-ins"
                          disabled={unlock.isPending}
                          onClick={() => unlock.mutate({ id: u.id })}
                        >
                          Unlock
                        </Button>
                        <Button
                          variant="danger"
                          aria-label={`Delete ${u.username}`}
                          disabled={remove.isPending}
                          onClick={() => confirmDelete(u)}
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {users.data.items.length === 0 ? <p className="p-4 text-slate-600 dark:text-slate-300">No users match your search.</p> : null}
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} atLeast={users.data.totalIsLowerBound} onPage={setPage} />
        </>
      )}
      <UserFormDialog open={open} user={editing} onClose={() => setOpen(false)} />
    </div>
  );
}
