import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { RemoveDemoDialog } from './remove-demo-dialog';

/**
 * Before launch (issue 28): what still makes the site show an operator that does not exist or keeps
 * it from working, each item linked to where it is fixed. Plain links, so they work before hydration.
 */
export function LaunchChecklist() {
  const utils = trpc.useUtils();
  const checklist = trpc.launch.checklist.useQuery();
  const [confirming, setConfirming] = useState(false);
  const demo = trpc.launch.demoContent.useQuery(undefined, { enabled: confirming });
  const remove = trpc.launch.removeDemoContent.useMutation({
    onSuccess: async (r) => {
      setConfirming(false);
      toast({
        title: 'Sample content removed',
        description: `${r.deletedCourses + r.archivedCourses} courses (${r.archivedCourses} archived), ${r.events} events, ${r.posts} articles.`,
      });
      await Promise.all([utils.launch.invalidate(), utils.settings.site.invalidate(), utils.admin.stats.invalidate()]);
    },
    onError: (e) =>
      toast({ title: 'Sample content not removed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
  });
  const items = checklist.data;
  if (!items) return null;
  const open = items.filter((i) => !i.ok).length;
  const demoPresent = items.some((i) => i.id === 'demo-content' && !i.ok);
  return (
    <section
      aria-labelledby="launch-checklist"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="launch-checklist" className="text-lg font-semibold">
        Launch checklist
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {open === 0 ? 'Everything is done.' : `${open} of ${items.length} still to do before this site presents a real operator.`}
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id} data-check={item.id} data-ok={item.ok} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${item.ok ? 'bg-emerald-600' : 'bg-amber-500'}`}
            >
              {item.ok ? '✓' : '!'}
            </span>
            <div className="text-sm">
              <p className="font-medium">
                <span className="sr-only">{item.ok ? 'Done: ' : 'To do: '}</span>
                {item.ok ? (
                  item.title
                ) : (
                  <a href={item.fixUrl} className="text-primary-strong underline dark:text-primary">
                    {item.title}
                  </a>
                )}
              </p>
              {item.detail ? <p className="text-slate-600 dark:text-slate-300">{item.detail}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {demoPresent ? (
        <div id="launch-demo-content" className="mt-5">
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Remove sample content…
          </Button>
        </div>
      ) : null}
      <div
        id="launch-server-config"
        className="mt-5 rounded-md bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
      >
        <p className="font-semibold">Server settings</p>
        <p className="mt-1">
          Outgoing mail, its sender and the public address are set where the server runs, not on this page: set <code>SMTP_URL</code> (e.g.{' '}
          <code className="break-all">smtps://user:password@mail.example.com:465</code>), <code>MAIL_FROM</code> (the sender, e.g.{' '}
          <code className="break-all">Our School &lt;hello@example.com&gt;</code> with the site&apos;s own domain) and <code>PUBLIC_URL</code> (the
          site&apos;s <code>https://</code> address) in the server&apos;s environment, then restart it. The README&apos;s Configuration table lists every setting.
        </p>
      </div>
      <RemoveDemoDialog
        open={confirming}
        content={demo.data}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
