/** Appearance settings to CSS: hex colours become the "r g b" triplets Tailwind's theme reads. */
import { parseHex, readableText, toHex } from '../../shared/contrast';
import type { AppearanceSettings } from '../../shared/schemas/settings';

export function hexToRgbTriplet(hex: string): string {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = Number.parseInt(h, 16);
  if (Number.isNaN(n) || h.length !== 6) return '59 130 246';
  return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`;
}

/** The three colours as text in one theme: each moved just far enough to read (shared/contrast.ts). */
function textColors(a: AppearanceSettings, theme: 'light' | 'dark'): string {
  const text = (hex: string) => toHex(readableText(parseHex(hex) ?? [59, 130, 246], theme));
  return `--color-primary-text:${text(a.primaryColor)};--color-secondary-text:${text(a.secondaryColor)};--color-accent-text:${text(a.accentColor)}`;
}

/**
 * The colours, and the colours as text per theme. `html:root` outranks app.css's `:root` (its
 * fixed darkening was right for the default blue, not for every colour an admin may choose).
 */
export function themeCss(a: AppearanceSettings): string {
  return (
    `:root{--color-primary:${hexToRgbTriplet(a.primaryColor)};--color-secondary:${hexToRgbTriplet(a.secondaryColor)};--color-accent:${hexToRgbTriplet(a.accentColor)}}` +
    `html:root{${textColors(a, 'light')}}html:root.dark{${textColors(a, 'dark')}}`
  );
}

export const THEME_KEY = 'dce-theme';

/**
 * Runs before first paint (ScriptOnce in the root): applies the visitor's remembered choice
 * over the site default, so there is no flash of the wrong theme.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem('${THEME_KEY}');if(t==='dark')document.documentElement.classList.add('dark');if(t==='light')document.documentElement.classList.remove('dark')}catch(e){}})()`;
