import { SocialIcon } from '../../../components/frame/social-icons';
import { socialLinks } from '../../../components/frame/social-links';
import { Spinner } from '../../../components/spinner';
import { trpc } from '../../../trpc';

export function ContactPanel() {
  const settings = trpc.settings.site.useQuery();
  if (settings.isPending) return <Spinner label="Loading contact details" />;
  const s = settings.data;
  const social = socialLinks(s);
  return (
    <div className="space-y-5">
      {/* Until an admin has saved the General settings, nothing here is the operator's confirmed word (issue 28). */}
      {s && !s.contactConfirmed ? (
        <p
          data-testid="contact-sample-note"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          These are sample details: the site administrator has not confirmed the contact details and office hours yet. The contact form
          below works.
        </p>
      ) : null}
      {/* Only details an administrator has set (Admin > Settings > General): none are invented. */}
      {!s?.contactEmail && !s?.contactPhone ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          We have not published an email address or phone number yet. The contact form on this page is the way to write in; the reply goes
          to the email address you give.
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
        {s?.officeHours ? (
          <div>
            <dt className="font-semibold">Office hours</dt>
            <dd>
              {s.officeHours}
              {s.contactConfirmed ? null : <span className="text-slate-500 dark:text-slate-400"> (sample)</span>}
            </dd>
          </div>
        ) : null}
      </dl>
      {social.length > 0 ? (
        <ul className="flex gap-3" aria-label="Social media">
          {social.map(({ network, url, label }) => (
            <li key={network}>
              <a
                href={url}
                aria-label={label}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex rounded p-1 text-slate-500 hover:text-primary dark:text-slate-400"
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
