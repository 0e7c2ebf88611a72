import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DemoNotice } from '../frame/demo-notice';
import { FrameNotice } from '../frame/frame-notice';
import { Toaster } from '../frame/frame-islands';
import { AdminFooter } from './admin-footer';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { ReSignInDialog } from './re-sign-in-dialog';

/**
 * The frame of every admin page (/dashboard, /admin, /admin/*), chosen by the route's `access`
 * fact (site-frame.tsx): the admin header, the sidebar of sections, one content width, and a slim
 * footer line. On a phone the sidebar's sections are behind the header's Menu: a native
 * <details>, like the public phone menu (frame/mobile-menu.tsx), so it opens on the first tap,
 * before the page's code has arrived (a Headless UI Disclosure would ignore that tap), and it is
 * a keyboard control with its expanded state announced, with no script at all. `data-menu`:
 * behaviors/disclosure-menu.ts closes it on Escape, a tap outside, a link and focus leaving it.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <AdminHeader
        menu={
          // Keyed by the address: a navigation from the phone menu starts the next page with it closed.
          <details key={href} data-menu="" className="group lg:hidden">
            <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-text dark:border-slate-600 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                <path d="M3 5h14a1 1 0 1 1 0 2H3a1 1 0 0 1 0-2Zm0 4h14a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm0 4h14a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Z" />
              </svg>
              {/* The word stays for screen readers; the narrowest phones show the icon alone. */}
              <span className="max-[400px]:sr-only">Menu</span>
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg dark:border-slate-800 dark:bg-slate-900">
              <AdminSidebar />
            </div>
          </details>
        }
      />
      <DemoNotice />
      {/* Only with scripting off: the workspace's dialogs, tabs and saves need the page's code, and a
          page whose buttons silently do nothing reads as broken (probe 27, F2). Logout is a real form. */}
      <p className="hidden border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 [@media(scripting:none)]:block dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        The admin workspace needs JavaScript: turn it on in your browser to add, edit or delete anything here. Logout works
        without it.
      </p>
      <div className="flex flex-1">
        <aside className="hidden w-56 shrink-0 border-r border-slate-200 bg-white px-3 py-4 lg:block dark:border-slate-800 dark:bg-slate-900">
          <div className="sticky top-18">
            <AdminSidebar />
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1 focus:outline-none">
          <FrameNotice />
          <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">{children}</div>
        </main>
      </div>
      <AdminFooter />
      <ReSignInDialog />
      <Toaster />
    </div>
  );
}
