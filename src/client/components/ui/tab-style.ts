/** The segmented-tab look shared by every Headless UI tab list on the site. */
export const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-primary data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow dark:text-slate-300 dark:data-[selected]:bg-slate-700 dark:data-[selected]:text-white';

export const tabListClass = 'mb-6 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800';
