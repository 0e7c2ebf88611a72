/**
 * The segmented-tab look shared by the tab switchers (tab-switcher.tsx) and the section links
 * (section-tabs.tsx). In forced colours (Windows high contrast) the chosen tab's fill and shadow are
 * dropped, so it is underlined there (probe 55, F3).
 */
export const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-primary-text data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow forced-colors:data-[selected]:underline forced-colors:data-[selected]:decoration-2 forced-colors:data-[selected]:underline-offset-4 dark:text-slate-300 dark:data-[selected]:bg-slate-700 dark:data-[selected]:text-white';
