import { DISCLAIMER_TEXT } from '../../../shared/constants';

/**
 * Printed with a lesson or a guide (they are the education it disclaims), but not above a page that
 * prints as a document of its own (`data-print-alone`: a certificate, probe 28 F7).
 */
export function DisclaimerBanner() {
  return (
    <div
      role="note"
      className="border-b border-amber-200 print:[body:has([data-print-alone])_&]:hidden bg-amber-50 px-4 py-2 text-center text-xs text-amber-900 sm:text-sm dark:border-amber-900/50 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <strong className="font-semibold">Disclaimer:</strong> {DISCLAIMER_TEXT}
    </div>
  );
}
