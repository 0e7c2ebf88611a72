import { useSyncExternalStore } from 'react';

function subscribe(callback: () => void) {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The theme switch: markup only. behaviors/theme-switch.ts does the switching on every page, so
 * island pages need no React for it; the icons follow the `dark` class through CSS. In the whole
 * app React keeps aria-pressed in step with the class as well.
 */
export function ThemeToggle({ defaultDark }: { defaultDark: boolean }) {
  const dark = useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => defaultDark,
  );
  return (
    <button
      type="button"
      data-theme-switch=""
      aria-pressed={dark}
      aria-label="Dark mode"
      // Script-only: hidden with scripting off (docs/decisions/2026-11-29-controls-that-need-no-script.md).
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-text dark:text-slate-300 dark:hover:bg-slate-800 [@media(scripting:none)]:hidden"
    >
      {/* Moon in the light theme, sun in the dark one. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 dark:block" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z" />
      </svg>
    </button>
  );
}
