import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AdminFrame } from '../admin-frame/admin-frame';
import { DemoNotice } from './demo-notice';
import { DisclaimerBanner } from './disclaimer-banner';
import { Toaster } from './frame-islands';
import { Footer } from './footer';
import { Header } from './header';
import { FrameNotice } from './frame-notice';

/**
 * The frame of a page, chosen by the route's own `access` fact (shared/route-facts.ts): admin
 * pages get the admin workspace's frame, every other page the public one (spec section 2).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const access = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.access });
  if (access === 'admin') return <AdminFrame>{children}</AdminFrame>;
  return <PublicFrame>{children}</PublicFrame>;
}

/** The shared frame of every public page (spec section 2): header, disclaimer, content, footer, toasts. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <DisclaimerBanner />
      <DemoNotice />
      <main id="main" className="flex-1 focus:outline-none">
        <FrameNotice />
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
