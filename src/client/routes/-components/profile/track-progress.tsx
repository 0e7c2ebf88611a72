import { useEffect, useState } from 'react';
import { SYNCED_EVENT, syncProgressNow } from '../../../behaviors/progress';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/toast/toast-store';
import { formatLongDate } from '../../../../shared/format';
import type { Track } from '../../../../shared/schemas/progress';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { Spinner } from '../../../components/spinner';

/** Steps of a track the account has done: each page marked done, and each lesson's quiz passed. */
function stepsDone(track: Track, done: ReadonlySet<string>, passed: ReadonlySet<string>) {
  const steps = track.items.reduce((n, item) => n + 1 + Number(item.quiz), 0);
  const finished = track.items.reduce(
    (n, item) => n + Number(done.has(`${item.collection}/${item.slug}`)) + Number(item.quiz && passed.has(item.slug)),
    0,
  );
  return { steps, finished };
}

/**
 * The learner's tracks and certificates on /profile (issue 26, item 4): progress per track from the
 * account (what this device kept while signed out is merged in first), a button for the
 * certificate of a completed track, and the certificates already issued with their public links.
 */
export function TrackProgress({ userId }: { userId: number }) {
  const utils = trpc.useUtils();
  const tracksQuery = trpc.progress.tracks.useQuery();
  const tracks = tracksQuery.data ?? [];
  const progress = trpc.progress.list.useQuery().data ?? [];
  const passes = trpc.progress.quizPasses.useQuery().data ?? [];
  const certificates = trpc.certificates.mine.useQuery().data ?? [];
  // The track whose certificate was just issued: its link takes the focus the button had (probe 73, F7).
  const [issuedTrack, setIssuedTrack] = useState<string | null>(null);
  const issue = trpc.certificates.issue.useMutation({
    onSuccess: (certificate) => {
      setIssuedTrack(certificate.track.id);
      toast({
        title: 'Certificate issued',
        description: `${certificate.track.title}: code ${certificate.code}. Anyone can verify it with this code.`,
      });
      void utils.certificates.mine.invalidate();
    },
    onError: (error) =>
      toast({ title: 'No certificate yet', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  useEffect(() => {
    const refresh = () => void Promise.all([utils.progress.list.invalidate(), utils.progress.quizPasses.invalidate()]);
    window.addEventListener(SYNCED_EVENT, refresh);
    void syncProgressNow();
    return () => window.removeEventListener(SYNCED_EVENT, refresh);
  }, [utils]);

  const done = new Set(progress.map((p) => `${p.collection}/${p.slug}`));
  const passed = new Set(passes.map((p) => p.slug));
  return (
    <section id="certificates" aria-labelledby="learning-progress" data-progress-user={userId} className="scroll-mt-20">
      <h2 id="learning-progress" className="mb-2 text-xl font-semibold">
        Free lessons: progress and certificates
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        Mark pages as done and pass each lesson's quiz on{' '}
        <a href="/education#tracks" className="text-primary underline">
          /education
        </a>
        . A finished track earns a certificate with a code anyone can verify.
      </p>
      {/* Read in the browser (not in the server's HTML): say so while it loads, and without
          scripting, where it never comes (an empty section read as "no progress": probe 28, F8). */}
      {tracksQuery.isPending ? (
        <div className="[@media(scripting:none)]:hidden">
          <Spinner label="Loading your progress and certificates" />
        </div>
      ) : null}
      <p className="hidden text-sm [@media(scripting:none)]:block">
        Your progress and certificates show here once JavaScript is turned on in your browser.
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tracks.map((track) => {
          const { steps, finished } = stepsDone(track, done, passed);
          const certificate = certificates.find((c) => c.track.id === track.id);
          const percent = steps ? Math.round((finished / steps) * 100) : 0;
          return (
            <li key={track.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <h3 className="font-semibold">{track.title}</h3>
              <div
                role="progressbar"
                aria-label={`${track.title} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
              </div>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">
                {finished} of {steps} steps done
              </p>
              {certificate ? (
                <p className="mt-3 text-sm">
                  <a
                    href={`/certificates/${certificate.code}`}
                    ref={issuedTrack === track.id ? (link) => link?.focus() : undefined}
                    className="font-medium text-primary underline"
                  >
                    View your certificate
                  </a>
                  <span className="block text-slate-600 dark:text-slate-400">
                    Code {certificate.code} · {formatLongDate(certificate.issuedAt)}
                  </span>
                </p>
              ) : finished === steps && steps > 0 ? (
                <Button className="mt-3 w-full" disabled={issue.isPending} onClick={() => issue.mutate({ track: track.id })}>
                  Get your certificate
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
