import type { ContentSettings } from '../../shared/schemas/settings';
import { useSettings } from '../hooks/use-current-user';
import { trpc } from '../trpc';
import { RenderedMarkdown } from './markdown/rendered-markdown';

/** A policy page whose text admins edit in Site Settings → Content. */
export function LegalTextPage({
  title,
  field,
}: {
  title: string;
  field: keyof Pick<ContentSettings, 'privacyPolicy' | 'termsOfService' | 'disclaimerText' | 'cookiePolicy'>;
}) {
  const settings = useSettings();
  const html = trpc.content.policy.useQuery({ field }).data?.html ?? '';
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{settings?.companyName}</p>
      <div className="mt-8">
        <RenderedMarkdown html={html} />
      </div>
    </article>
  );
}
