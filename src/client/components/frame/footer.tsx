import { Link } from '@tanstack/react-router';
import { DISCLAIMER_TEXT, MAIN_NAV } from '../../../shared/constants';
import { useSettings } from '../../hooks/use-current-user';
import { LowDataSwitch } from '../low-data/low-data-switch';
import { CopyrightLine } from './copyright-line';
import { LogoMark } from './logo';
import { SocialIcon } from './social-icons';
import { socialLinks } from './social-links';

const RESOURCES = [
  { to: '/community', label: 'Blog Articles' },
  { to: '/education/$slug', params: { slug: 'bitcoin-blockchain' }, label: 'Cryptocurrency Basics' },
  { to: '/security', label: 'Security Checklist' },
  { to: '/guides/exchanges', label: 'Exchange Comparisons' },
  { to: '/guides/wallets', label: 'Wallet Guide' },
  { to: '/legal', label: 'Legal Documents' },
] as const;

const LEGAL = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/legal', label: 'Virtual Asset Business Act' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
] as const;

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

function Column({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </div>
  );
}

export function Footer() {
  const settings = useSettings();
  const name = settings?.companyName ?? 'Dominica Crypto Education';
  const social = socialLinks(settings);
  return (
    <footer className="below-fold mt-10 print:hidden sm:mt-16 bg-slate-900 text-slate-300 dark:bg-slate-900">
      {/* On a phone the link columns sit two abreast (one tall column was a screen and a half): Quick
          Links, the longest, on the left; Resources and Legal stacked on the right. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <div className="flex items-center gap-2 font-bold text-white">
            <LogoMark />
            <span>{name}</span>
          </div>
          <p className="mt-4 text-sm leading-relaxed">{settings?.content.footerText}</p>
          {/* Only details an administrator has set: never an invented address, email or phone. */}
          <address className="mt-4 space-y-1 text-sm not-italic">
            {settings?.officeAddress ? <p>{settings.officeAddress}</p> : null}
            {settings?.contactEmail ? (
              <p>
                <a href={`mailto:${settings.contactEmail}`} className="hover:text-white hover:underline">
                  {settings.contactEmail}
                </a>
              </p>
            ) : null}
            {settings?.contactPhone ? <p>{settings.contactPhone}</p> : null}
            {settings && !settings.contactEmail && !settings.contactPhone ? (
              <p>
                <Link to="/contact" className="hover:text-white hover:underline">
                  Write to us with the contact form
                </Link>
              </p>
            ) : null}
          </address>
          {/* Only the links an administrator set: an unset network is not shown (no dead `#` links). */}
          {social.length > 0 ? (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    aria-label={s.label}
                    className="inline-flex rounded p-1 text-slate-400 hover:text-white"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Column title="Quick Links" className="row-span-2 sm:row-span-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Resources">
          {RESOURCES.map((item) => (
            <li key={item.label}>
              <Link to={item.to} params={'params' in item ? item.params : undefined} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Legal">
          {LEGAL.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </Column>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400">
          <CopyrightLine name={name} />
          <p className="mt-2">{DISCLAIMER_TEXT}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <LowDataSwitch />
            <span>No images unless you tap them, nothing downloaded ahead of time.</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
