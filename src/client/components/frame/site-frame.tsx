import type { ReactNode } from 'react';
import { DemoNotice } from './demo-notice';
import { DisclaimerBanner } from './disclaimer-banner';
import { Toaster } from './frame-islands';
import { Footer } from './footer';
import { Header } from './header';

/** The shared frame of every page (spec section 2): header, disclaimer, content, footer, toasts. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <DisclaimerBanner />
      <DemoNotice />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
