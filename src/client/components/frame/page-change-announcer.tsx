import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/**
 * What a full page load gives for free, after a client-side move to another page (a new path, not
 * a tab or a filter in the query): the new page's title is read out, and a focus left on nothing
 * (the pressed link went with the old page) starts at the page's content instead of the top of
 * the document. A focus still on something (the admin sidebar's link) stays there (probe 73, F4).
 */
export function PageChangeAnnouncer() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const shown = useRef(pathname);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === undefined || pathname === undefined || previous === pathname) return;
    // After the new page's head is applied (its title) and its content is in place.
    const timer = window.setTimeout(() => {
      setMessage(document.title);
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      const main = document.getElementById('main');
      if (!main) return;
      main.tabIndex = -1;
      main.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="page-change">
      {message}
    </p>
  );
}
