import { FORM_FIELD } from '../../../shared/form-flash';
import { useLowData } from '../../lib/low-data-context';

/**
 * The visible low-data switch. A real form (server/forms/native-form-handlers.ts sets the choice's
 * cookie and comes back to the page), so it works with no script, which is how many readers save
 * data; with the script, behaviors/low-data.ts sets the cookie itself and reloads.
 */
export function LowDataSwitch() {
  const on = useLowData();
  return (
    <form method="post">
      <input type="hidden" name={FORM_FIELD} value="low-data" />
      <input type="hidden" name="lowData" value={on ? 'off' : 'on'} />
      <button
        type="submit"
        data-low-data-switch=""
        aria-pressed={on}
        className="inline-flex items-center gap-2 rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${on ? 'bg-green-400' : 'bg-slate-500'}`} />
        Low-data mode: {on ? 'on' : 'off'}
      </button>
    </form>
  );
}
