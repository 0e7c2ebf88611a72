import { LocalDateTime } from '../../../components/ui/local-time';
import { trpc } from '../../../trpc';
import { QueryState } from '../../../components/query-state';

/** What went out lately: each issue's subject, when, to how many, by whom; its text on demand. */
export function SentNewsletters() {
  const issues = trpc.subscribers.issues.useQuery();
  return (
    <section aria-labelledby="sent-newsletters" className="mt-10">
      <h2 id="sent-newsletters" className="text-lg font-semibold">
        Sent newsletters
      </h2>
      <QueryState
        query={issues}
        loading="Loading sent newsletters"
        failed="Failed to load the sent newsletters. Please try again later."
        failedClassName="mt-2"
        empty={<p className="mt-2 text-slate-600 dark:text-slate-300">No newsletter has been sent yet.</p>}
      >
        {(data) => (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {data.map((issue) => (
              <li key={issue.id} className="p-4">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium [overflow-wrap:anywhere]">{issue.subject}</span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                      <LocalDateTime date={issue.sentAt} /> · to {issue.recipients} {issue.recipients === 1 ? 'subscriber' : 'subscribers'}
                      {issue.sentBy ? ` · by ${issue.sentBy}` : ''}
                    </span>
                  </summary>
                  <p className="mt-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{issue.body}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
