/** In the browser: is this page in low-data mode? The server marks <html data-low-data="on"> (shared/low-data.ts). */
export function isLowData(): boolean {
  return document.documentElement.dataset.lowData === 'on';
}
