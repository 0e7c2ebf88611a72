/**
 * A download of a file the server streams (a CSV export, the account's data): a plain link, so it
 * works before the page's code is live and the file goes straight to disk. Once the code is live a
 * click first asks whether the session still holds (lib/session-check.ts): when it has ended, the
 * page is loaded afresh and the server sends the reader to sign in. Without that the browser only
 * showed a failed download, and the subscribers page said "Export complete" beside it (probe 69 B,
 * F2). `onStarted` runs when the file is asked for.
 */
import { useRouter } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { confirmedUser } from '../../lib/session-check';

export function DownloadLink({
  href,
  hrefAtClick,
  filename,
  className,
  onStarted,
  children,
}: {
  href: string;
  /** The address as it is when pressed (the subscribers export adds the browser's time zone). */
  hrefAtClick?: () => string;
  /** The name to save it under (otherwise the server's Content-Disposition names it). */
  filename?: string;
  className?: string;
  onStarted?: () => void;
  children: ReactNode;
}) {
  const router = useRouter();
  // Set for the click this link gives itself once the session is confirmed.
  const confirmed = useRef(false);
  return (
    <a
      href={href}
      download={filename ?? true}
      className={className}
      onClick={(e) => {
        const link = e.currentTarget;
        if (hrefAtClick) link.href = hrefAtClick();
        if (confirmed.current) {
          confirmed.current = false;
          onStarted?.();
          return;
        }
        e.preventDefault();
        const here = `${window.location.pathname}${window.location.search}`;
        void confirmedUser(router.options.context, here).then(() => {
          // Still signed in, or the site could not say: the link goes ahead (the browser shows its own failure).
          confirmed.current = true;
          link.click();
        });
      }}
    >
      {children}
    </a>
  );
}
