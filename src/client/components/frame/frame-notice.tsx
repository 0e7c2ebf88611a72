import { FRAME_NOTICE_FORMS } from '../../../shared/form-flash';
import { useFormFlashWhere } from '../../lib/form-flash';
import { FormNotice } from '../ui/form-notice';

/**
 * The answer to a form sent natively whose page is not where it lands: a Logout's ("You have been
 * successfully logged out.", or why it failed) and the welcome after a sign-in or registration, on
 * the page it led to. Their scripted versions say the same in a toast. A refused sign-in or
 * registration answers on its own form (/auth), not here.
 */
export function FrameNotice() {
  const flash = useFormFlashWhere(
    (answer) => (FRAME_NOTICE_FORMS as readonly string[]).includes(answer.form) && (answer.form === 'logout' || Boolean(answer.success)),
  );
  if (!flash) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <FormNotice flash={flash} />
    </div>
  );
}
