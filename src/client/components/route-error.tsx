/**
 * What a page shows when its data could not be loaded during a navigation, inside the site's frame
 * (the router's own screen was a bare, unstyled "Something went wrong!" with no way out: probe 35,
 * F1). When the refusal is about who the reader is now (signed out on another device, demoted, two-
 * factor now required of admins), the page is loaded afresh: the server then sends the reader where
 * they belong (to sign in and back, to the home page, to set up two-factor), by the same guards as
 * every first load. Anything else says so, with a way to try again.
 */
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage, isAccessRefusal } from '../lib/trpc-errors';

/** A second reload of one address within this long would be a loop: the links are shown instead. */
const RELOAD_AGAIN_AFTER_MS = 10_000;

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const access = isAccessRefusal(error);
  useEffect(() => {
    if (!access) return;
    const key = `route-error-reload:${window.location.pathname}${window.location.search}`;
    try {
      const last = Number(window.sessionStorage.getItem(key) ?? 0);
      if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return;
      window.sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // No storage (a private window's rules): reload once anyway.
    }
    window.location.reload();
  }, [access]);
  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{access ? 'Your sign-in has changed' : 'This page could not be loaded'}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {access
          ? 'This page needs you to sign in again (or another account). Loading it afresh...'
          : errorMessage(error, 'Please try again.')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {access ? (
          <a
            href={`/auth?redirect=${encodeURIComponent(here)}`}
            className="inline-block rounded-md bg-primary-strong px-5 py-2.5 font-medium text-white hover:opacity-90"
          >
            Sign in
          </a>
        ) : (
          <button
            type="button"
            onClick={() => void router.invalidate()}
            className="inline-block rounded-md bg-primary-strong px-5 py-2.5 font-medium text-white hover:opacity-90"
          >
            Try again
          </button>
        )}
        <Link to="/" className="inline-block rounded-md border border-slate-300 px-5 py-2.5 font-medium dark:border-slate-700">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
