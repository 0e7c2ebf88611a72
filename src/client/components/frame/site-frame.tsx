import type { ReactNode } from 'react';

/** Temporary frame; replaced by the header, banner, footer and toasts. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
