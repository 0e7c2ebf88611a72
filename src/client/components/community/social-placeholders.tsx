import { SocialIcon, type SocialNetwork } from '../frame/social-icons';

const NETWORKS: { network: SocialNetwork; label: string }[] = [
  { network: 'telegram', label: 'Telegram' },
  { network: 'discord', label: 'Discord' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'facebook', label: 'Facebook' },
];

/** Our community channels are not open yet: shown as such rather than as dead links. */
export function SocialPlaceholders() {
  return (
    <section aria-labelledby="join-community" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 id="join-community" className="text-xl font-bold">
        Join the conversation
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Community channels are coming. Beware of groups that use our name to sell you anything: we never sell or hold crypto.
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {NETWORKS.map((n) => (
          <li
            key={n.network}
            className="inline-flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300"
          >
            <SocialIcon network={n.network} />
            {n.label} <span className="text-xs text-slate-400">(soon)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
