import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { RowActions } from '../../components/admin-frame/row-actions';
import { LongDate } from '../../components/ui/local-time';
import { toast } from '../../components/toast/toast-store';
import { Button, buttonClass } from '../../components/ui/button';
import { useCurrentUser } from '../../hooks/use-current-user';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../trpc';
import { BlogFormDialog } from './-components/blog-form-dialog';
import { withSiteName } from '../../lib/page-title';
import { latestOf } from '../../lib/edit-conflict';
import { articleDate } from '../../../shared/schemas/blog';
import { QueryState } from '../../components/query-state';

type Post = RouterOutputs['blog']['list'][number];

export const Route = createFileRoute('/admin/blog')({
  staticData: { hydrate: 'app', query: [], access: 'admin' },
  loader: ({ context }) => context.trpc.blog.list.ensureData(),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Crypto News Management') }] }),
  component: BlogAdminPage,
});

function AccessDenied() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">You do not have permission to access this page</p>
      <Link to="/" className={`mt-8 ${buttonClass('primary')}`}>
        Go Home
      </Link>
    </section>
  );
}

function BlogAdminPage() {
  const user = useCurrentUser();
  const utils = trpc.useUtils();
  const posts = trpc.blog.list.useQuery();
  const [editing, setEditing] = useState<Post | null>(null);
  const [open, setOpen] = useState(false);
  const remove = trpc.blog.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'News article deleted successfully' });
      await utils.blog.list.invalidate();
    },
    onError: (e) => toast({ title: `Failed to delete news article: ${errorMessage(e, 'unknown error')}`, variant: 'destructive' }),
  });
  if (user?.role !== 'admin') return <AccessDenied />;

  const edit = (post: Post | null) => {
    setEditing(post);
    setOpen(true);
  };
  return (
    <>
      <AdminPageHeader title="Crypto News Management">
        <Button onClick={() => edit(null)}>New Article</Button>
      </AdminPageHeader>
      <QueryState
        query={posts}
        loading="Loading articles"
        failed="Failed to fetch blog posts"
        empty={<p className="text-slate-600 dark:text-slate-300">No news articles found</p>}
      >
        {(data) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {data.map((post) => (
              <li key={post.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold">{post.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <span
                      className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${post.published ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
                    >
                      {post.published ? 'Published' : 'Draft'}
                    </span>
                    /{post.slug} · <LongDate date={articleDate(post)} />
                  </p>
                </div>
                <div className="flex items-center gap-1">
                  {post.published ? (
                    <Link to="/news/$slug" params={{ slug: post.slug }} className={buttonClass('ghost')}>
                      View
                    </Link>
                  ) : null}
                  <Button variant="secondary" className="!py-1.5" aria-label={`Edit ${post.title}`} onClick={() => edit(post)}>
                    Edit
                  </Button>
                  <RowActions
                    name={post.title}
                    kind="news article"
                    detail="Are you sure you want to delete this news article?"
                    pending={remove.isPending}
                    onDelete={() => remove.mutate({ id: post.id })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <BlogFormDialog open={open} post={latestOf(posts.data, editing)} onClose={() => setOpen(false)} />
    </>
  );
}
