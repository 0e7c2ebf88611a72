import { useSettings } from '../../hooks/use-current-user';
import { SocialIcon } from '../frame/social-icons';
import { socialLinks } from '../frame/social-links';

/** The community's channels: the social links an administrator has set; none are invented or shown as dead links. */
export function SocialPlaceholders() {
  const links = socialLinks(useSettings());
  return (
    <section aria-labelledby="join-community" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 id="join-community" className="text-xl font-bold">
        Join the conversation
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {links.length > 0 ? 'Follow this site on social media. ' : 'No community channels have been published yet. '}
        Beware of groups that use this site&apos;s name to sell you anything: it never sells or holds crypto.
      </p>
      {links.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-3">
          {links.map((n) => (
            <li key={n.network}>
              <a
                href={n.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-600 hover:border-primary dark:border-slate-700 dark:text-slate-300"
              >
                <SocialIcon network={n.network} />
                {n.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
