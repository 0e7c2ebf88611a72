import { LocalDateTime } from '../../components/ui/local-time';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PRIMARY_ADMIN_ID } from '../../../shared/constants';
import { ADMIN_DELETE_MESSAGE, PRIMARY_ADMIN_DELETE_MESSAGE } from '../../../shared/schemas/users';
import { initials } from '../../../shared/format';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { ListFilters } from '../../components/admin-frame/list-filters';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../trpc';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { RowActions, RowMenuItem } from '../../components/admin-frame/row-actions';
import { Pager } from './-components/pager';
import { UserDeleteDialog } from './-components/user-delete-dialog';
import { UserFormDialog } from './-components/user-form-dialog';
import { TableHead, WIDE_ONLY_CELL } from '../../components/ui/table-head';
import { withSiteName } from '../../lib/page-title';
import { TableScroller } from '../../components/ui/table-scroller';
import { latestOf } from '../../lib/edit-conflict';
import { QueryState } from '../../components/query-state';

type AdminUser = RouterOutputs['users']['list']['items'][number];
const PAGE_SIZE = 20;

const deleteDetail = (u: AdminUser) =>
  `${u.fullName} (@${u.username}) loses the account, and their enrollments are deleted too (the payments received stay on record in the audit log). This cannot be undone.`;

function RoleBadge({ role }: { role: 'admin' | 'user' }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${role === 'admin' ? 'bg-accent/15 text-slate-900 dark:text-slate-100' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
    >
      {role === 'admin' ? 'Admin' : 'User'}
    </span>
  );
}

export const Route = createFileRoute('/admin/users')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  loader: ({ context }) => context.trpc.users.list.ensureData({ page: 1, pageSize: PAGE_SIZE }),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Users Management') }] }),
  component: UsersAdminPage,
});

function UsersAdminPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query = { page, pageSize: PAGE_SIZE, ...(q.trim() ? { q: q.trim() } : {}) };
  const users = trpc.users.list.useQuery(query, { placeholderData: (prev) => prev });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);
  const unlock = trpc.users.unlockLogin.useMutation({
    onSuccess: () => toast({ title: 'Login unlocked', description: 'Every sign-in lock on this account has been lifted.' }),
    onError: (e) => toast({ title: 'Failed to unlock login', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  /**
   * The primary admin (spec: the 'Cannot delete' toast) and any admin (whose role must be removed
   * first, with the acting admin's password: the server says the same) are refused before the confirm step.
   */
  const mayDelete = (u: AdminUser) => {
    const refusal = u.id === PRIMARY_ADMIN_ID ? PRIMARY_ADMIN_DELETE_MESSAGE : u.role === 'admin' ? ADMIN_DELETE_MESSAGE : undefined;
    if (!refusal) return true;
    toast({ title: 'Cannot delete', description: refusal, variant: 'destructive' });
    return false;
  };
  return (
    <>
      <AdminPageHeader title="Users Management">
        <Button
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Add User
        </Button>
      </AdminPageHeader>
      <ListFilters
        search={{
          label: 'Search users',
          // Short enough for a 360 px phone's field (the longer "Search by name, username or email" was cut).
          placeholder: 'Name, username or email',
          value: q,
          onChange: setQ,
        }}
        onFilter={() => setPage(1)}
      />
      <QueryState query={users} loading="Loading users" failed="Failed to load users. Please try again later.">
        {(data) => (
          <>
            <TableScroller label="Users table">
              {/* On a phone: who and actions; the email and role under the name (a Role column left the
                names ~95 px: probe 27, F3), the dates on wider screens. */}
              <table className="w-full text-left text-sm md:min-w-[800px]">
                <TableHead columns={['User', 'Email', 'Role', 'Created', 'Last Login', 'Actions']} wideOnly={[1, 2, 3, 4]} />
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {data.items.map((u) => (
                    <tr key={u.id}>
                      <td className="px-4 py-2">
                        {/* The initials from 400 px up (a Pixel 7 shows them): on a narrower phone
                          they would cut the address in two (it is one word). */}
                        <div className="flex items-center gap-3">
                          <span
                            aria-hidden="true"
                            className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-slate-900 min-[400px]:flex sm:h-9 sm:w-9 dark:text-white"
                          >
                            {initials(u.fullName)}
                          </span>
                          {/* Long names and usernames break on a phone rather than widen the table: between
                            words first, inside one only when it cannot fit a line (break-all cut
                            "Learner On/e" at 375 px: probe 27, F3). */}
                          <span className="min-w-0 [overflow-wrap:anywhere] md:[overflow-wrap:normal]">
                            <span className="block font-medium">{u.fullName}</span>
                            <span className="text-slate-600 dark:text-slate-300">@{u.username}</span>
                            <span className="block text-slate-600 md:hidden dark:text-slate-300">{u.email}</span>
                            <span className="mt-1 block md:hidden">
                              <RoleBadge role={u.role} />
                            </span>
                            {/* The Created and Last Login columns, on a phone: under the name, not dropped (probe 58, F8). */}
                            <span className="mt-1 block text-xs text-slate-600 md:hidden dark:text-slate-300">
                              Created <LocalDateTime date={u.createdAt} />
                            </span>
                            <span className="block text-xs text-slate-600 md:hidden dark:text-slate-300">
                              Last login {u.lastLogin ? <LocalDateTime date={u.lastLogin} /> : 'Never'}
                            </span>
                          </span>
                        </div>
                      </td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>{u.email}</td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>
                        <RoleBadge role={u.role} />
                      </td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>
                        <LocalDateTime date={u.createdAt} />
                      </td>
                      <td className={`px-4 py-2 ${WIDE_ONLY_CELL}`}>{u.lastLogin ? <LocalDateTime date={u.lastLogin} /> : 'Never'}</td>
                      <td className="px-4 py-2">
                        <div className="flex items-center gap-1">
                          <Button
                            variant="secondary"
                            className="!py-1.5"
                            aria-label={`Edit ${u.username}`}
                            onClick={() => {
                              setEditing(u);
                              setOpen(true);
                            }}
                          >
                            Edit
                          </Button>
                          <RowActions
                            name={u.username}
                            kind="user"
                            detail={deleteDetail(u)}
                            beforeDelete={() => mayDelete(u)}
                            confirmStep={(step) => <UserDeleteDialog user={u} detail={deleteDetail(u)} step={step} />}
                          >
                            <RowMenuItem disabled={unlock.isPending} onClick={() => unlock.mutate({ id: u.id })}>
                              Unlock login
                            </RowMenuItem>
                          </RowActions>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.items.length === 0 ? <p className="p-4 text-slate-600 dark:text-slate-300">No users match your search.</p> : null}
            </TableScroller>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} atLeast={data.totalIsLowerBound} onPage={setPage} />
          </>
        )}
      </QueryState>
      <UserFormDialog open={open} user={latestOf(users.data?.items, editing)} onClose={() => setOpen(false)} />
    </>
  );
}
