import { OFFICE_HOURS } from '../../../../shared/constants';
import { SocialIcon, type SocialNetwork } from '../../../components/frame/social-icons';
import { Spinner } from '../../../components/spinner';
import { trpc } from '../../../trpc';

export function ContactPanel() {
  const settings = trpc.settings.site.useQuery();
  if (settings.isPending) return <Spinner label="Loading contact details" />;
  const s = settings.data;
  const social = (
    [
      ['facebook', s?.facebookUrl, 'Facebook'],
      ['twitter', s?.twitterUrl, 'Twitter'],
      ['instagram', s?.instagramUrl, 'Instagram'],
      ['youtube', s?.youtubeUrl, 'YouTube'],
    ] as [SocialNetwork, string | null | undefined, string][]
  ).filter(([, url]) => Boolean(url));
  return (
    <div className="space-y-5">
      {/* Only details an administrator has set (Admin > Settings > General): none are invented. */}
      {!s?.contactEmail && !s?.contactPhone ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          We have not published an email address or phone number yet. The contact form on this page is the way to reach us: every
          message goes to our team, and we reply to the email address you give.
        </p>
      ) : null}
      <dl className="space-y-4 text-sm">
        {s?.contactEmail ? (
          <div>
            <dt className="font-semibold">Email</dt>
            <dd>
              <a href={`mailto:${s.contactEmail}`} className="text-primary hover:underline">
                {s.contactEmail}
              </a>
            </dd>
          </div>
        ) : null}
        {s?.contactPhone ? (
          <div>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${s.contactPhone.replace(/[^+\d]/g, '')}`} className="text-primary hover:underline">
                {s.contactPhone}
              </a>
            </dd>
          </div>
        ) : null}
        {s?.officeAddress ? (
          <div>
            <dt className="font-semibold">Address</dt>
            <dd>{s.officeAddress}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold">Office hours</dt>
          <dd>{OFFICE_HOURS}</dd>
        </div>
      </dl>
      {social.length > 0 ? (
        <ul className="flex gap-3" aria-label="Social media">
          {social.map(([network, url, label]) => (
            <li key={network}>
              <a
                href={url ?? '#'}
                aria-label={label}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex rounded p-1 text-slate-500 hover:text-primary"
              >
                <SocialIcon network={network} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
