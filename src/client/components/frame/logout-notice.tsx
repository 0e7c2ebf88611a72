import { useFormFlash } from '../../lib/form-flash';
import { FormNotice } from '../ui/form-notice';

/**
 * The answer to a Logout sent as a plain form (logout-form.tsx): "You have been successfully logged
 * out." on the page it led to, or why it failed. The scripted Logout says the same in a toast.
 */
export function LogoutNotice() {
  const flash = useFormFlash('logout');
  if (!flash) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <FormNotice flash={flash} />
    </div>
  );
}
