import { useSettings } from '../../hooks/use-current-user';

/**
 * While seeded sample courses, events or articles remain, every page says so (issue 28). Read from
 * the frame's settings, which the root route loads before rendering: it is in the server's HTML.
 * Not printed: on paper it made a real certificate look like one of the samples (probe 28, F7), and
 * the sample items it points at say "Sample" in their own titles and text.
 */
export function DemoNotice() {
  const settings = useSettings();
  if (!settings?.demoContent) return null;
  return (
    <div
      role="note"
      data-testid="demo-notice"
      className="border-b border-sky-200 print:hidden bg-sky-50 px-4 py-1.5 text-center text-xs text-sky-950 sm:text-sm dark:border-sky-900/50 dark:bg-sky-950/40 dark:text-sky-100"
    >
      This site shows sample content: the courses, events and news marked &ldquo;Sample&rdquo; are examples, not real offers or dates.
    </div>
  );
}
