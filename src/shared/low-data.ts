/**
 * Low-data mode (README "Low-data mode"): pages without decorative images, cover images only when
 * tapped, no prefetching. On when the browser sends `Save-Data: on`, or when the reader turned it
 * on with the switch (a cookie); the reader's own choice, either way, wins over the browser's hint.
 */
export const LOW_DATA_COOKIE = 'data_saver';
/** The reader's choice is kept a year, whether the script or the switch's form post set it. */
export const LOW_DATA_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function lowDataRequested(saveDataHeader: string | null | undefined, cookieHeader: string | null | undefined): boolean {
  const choice = new RegExp(`(?:^|;\\s*)${LOW_DATA_COOKIE}=(on|off)(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  if (choice) return choice === 'on';
  return (saveDataHeader ?? '').trim().toLowerCase() === 'on';
}
