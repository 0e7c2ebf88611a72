/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): one implementation, used by
 * the appearance schema (client and server) and the appearance preview.
 */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#abc` or `#aabbcc` as [r, g, b] 0-255, or null. */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: [number, number, number] = [255, 255, 255];
const BLACK: [number, number, number] = [0, 0, 0];

/** `share` of `a` mixed with the rest of `b`, in sRGB (as CSS `color-mix(in srgb, a share, b)`). */
export function mix(a: [number, number, number], b: [number, number, number], share: number): [number, number, number] {
  return a.map((v, i) => v * share + b[i]! * (1 - share)) as [number, number, number];
}

/**
 * The backgrounds brand-coloured text sits on in each theme (src/client/routes/__root.tsx, cards
 * and panels): white and slate-50; slate-950, -900 and -800.
 */
const THEME_BACKGROUNDS: Record<'light' | 'dark', [number, number, number][]> = {
  light: [WHITE, [248, 250, 252]],
  dark: [
    [2, 6, 23],
    [15, 23, 42],
    [30, 41, 59],
  ],
};

/**
 * A brand colour as small TEXT in a theme (links, sources, level labels, focus rings): moved toward
 * black (light theme) or white (dark theme) in 5 % steps, just far enough that it reaches 4.5:1 on
 * every background of the theme and on the colour's own 15 % tint there. So any colour an admin
 * chooses stays readable: with the Dominica flag's green as chosen, the dark theme's links were
 * 2.7:1 (probe 26, F1).
 */
export function readableText(color: [number, number, number], theme: 'light' | 'dark'): [number, number, number] {
  const toward = theme === 'light' ? BLACK : WHITE;
  const backgrounds = THEME_BACKGROUNDS[theme];
  const behind = [...backgrounds, ...backgrounds.map((bg) => mix(color, bg, 0.15))];
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, toward, 1 - step / 20);
    if (behind.every((bg) => contrastRatio(candidate, bg) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return toward;
}

/**
 * The colour primary buttons are painted with: the brand colour mixed 80% with black in sRGB
 * (`--color-primary-strong` in src/client/styles/app.css), under white text.
 */
export function primaryButtonColor(primary: [number, number, number]): [number, number, number] {
  return primary.map((v) => v * 0.8) as [number, number, number];
}

/** The contrast of the white text on a primary button for this brand colour, or null for a bad hex. */
export function primaryTextContrast(primaryHex: string): number | null {
  const rgb = parseHex(primaryHex);
  return rgb ? contrastRatio(primaryButtonColor(rgb), WHITE) : null;
}

/** "2.1:1": rounded down, so a shown ratio never claims more than the colour has. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
