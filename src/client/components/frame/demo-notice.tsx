import { useSettings } from '../../hooks/use-current-user';

/**
 * While seeded sample courses, events or articles remain, every page says so (issue 28). Read from
 * the frame's settings, which the root route loads before rendering: it is in the server's HTML.
 */
export function DemoNotice() {
  const settings = useSettings();
  if (!settings?.demoContent) return null;
  return (
    <div
      role="note"
      data-testid="demo-notice"
      className="border-b border-sky-200 bg-sky-50 px-4 py-1.5 text-center text-xs text-sky-950 sm:text-sm dark:border-sky-900/50 dark:bg-sky-950/40 dark:text-sky-100"
    >
      This site shows sample content: the courses, events and news marked &ldquo;Sample&rdquo; are examples, not real offers or dates.
    </div>
  );
}
