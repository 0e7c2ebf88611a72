import { useLowData } from '../../lib/low-data-context';

/** The visible low-data switch (behaviors/low-data.ts does the switching). */
export function LowDataSwitch() {
  const on = useLowData();
  return (
    <button
      type="button"
      data-low-data-switch=""
      aria-pressed={on}
      className="inline-flex items-center gap-2 rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
    >
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${on ? 'bg-green-400' : 'bg-slate-500'}`} />
      Low-data mode: {on ? 'on' : 'off'}
    </button>
  );
}
