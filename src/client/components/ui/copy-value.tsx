import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

const COPIED_MS = 2500;

/** Writes `text` to the clipboard; falls back to a selected textarea where the Clipboard API is missing (http on a LAN). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/**
 * A value to type somewhere else (address, account number, payment code, amount), with a Copy
 * button (issue 26). The value is always selectable text, so without JavaScript (or before it)
 * a long press selects it; the button shows once the code is live and says "Copied" in a live
 * region, so a screen reader hears it too. Until then it holds its place unseen (and with
 * scripting off it takes none): a button that appeared with the code pushed everything below it
 * down under a finger already on its way to "Use this way to pay" (e2e/steady-hydration.spec.ts).
 */
export function CopyValue({
  label,
  value,
  copyValue = value,
  mono = true,
  testId,
}: {
  label: string;
  value: string;
  copyValue?: string;
  mono?: boolean;
  testId?: string;
}) {
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span data-testid={testId} className={`select-all break-all ${mono ? 'font-mono' : ''}`}>
        {value}
      </span>
      <button
        type="button"
        onClick={() => void copyText(copyValue).then((ok) => setState(ok ? 'copied' : 'failed'))}
        className={`inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 [@media(scripting:none)]:hidden ${hydrated ? '' : 'invisible'}`}
        aria-label={`Copy ${label}`}
      >
        {state === 'copied' ? 'Copied ✓' : 'Copy'}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `${label} copied` : state === 'failed' ? `Could not copy the ${label}; select it and copy it by hand` : ''}
      </span>
    </span>
  );
}
