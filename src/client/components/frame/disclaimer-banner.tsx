import { DISCLAIMER_TEXT } from '../../../shared/constants';

export function DisclaimerBanner() {
  return (
    <div
      role="note"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-xs text-amber-900 sm:text-sm dark:border-amber-900/50 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <strong className="font-semibold">Disclaimer:</strong> {DISCLAIMER_TEXT}
    </div>
  );
}
