import { useSettings } from './use-current-user';

/**
 * Whether the server sends mail (SMTP_URL set), for copy that promises an email (probe 67, F2).
 * The root route prefetches the settings, so the first render already knows.
 */
export function useMailEnabled(): boolean {
  return useSettings()?.mailEnabled ?? true;
}
