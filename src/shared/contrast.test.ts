import { describe, expect, it } from 'vitest';
import { appearanceFormSchema } from './schemas/settings';
import { contrastRatio, formatRatio, mix, parseHex, primaryTextContrast, readableText } from './contrast';

const base = { secondaryColor: '#10B981', accentColor: '#8B5CF6', darkModeEnabled: false, logoUrl: '', faviconUrl: '' };

describe('contrast (WCAG 2)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
    // The default blue's buttons (80% toward black) carry white text at about 5.4:1 (app.css).
    expect(formatRatio(primaryTextContrast('#3B82F6') ?? 0)).toBe('5.3:1');
  });

  it('refuses a yellow primary, naming the ratio, and accepts a dark blue', () => {
    const yellow = appearanceFormSchema.safeParse({ ...base, primaryColor: '#ffff00' });
    expect(yellow.success).toBe(false);
    expect(yellow.error?.issues[0]?.path).toEqual(['primaryColor']);
    expect(yellow.error?.issues[0]?.message).toMatch(/contrast of 1\.\d:1; at least 4\.5:1/);
    expect(appearanceFormSchema.safeParse({ ...base, primaryColor: '#1e3a8a' }).success).toBe(true);
  });

  it('refuses a light accent too: the page banners put white text on it (probe 37, F1)', () => {
    const light = appearanceFormSchema.safeParse({ ...base, primaryColor: '#1e3a8a', accentColor: '#fde68a' });
    expect(light.error?.issues.map((i) => i.path)).toEqual([['accentColor']]);
    expect(light.error?.issues[0]?.message).toMatch(/accent colour \(the page banners\) has a contrast of \d\.\d:1/);
  });

  it('a brand colour as text reaches 4.5:1 on every background of each theme and on its own tint, for any colour (probe 26, F1)', () => {
    const backgrounds = { light: ['#ffffff', '#f8fafc'], dark: ['#020617', '#0f172a', '#1e293b'] } as const;
    const flag = ['#006B3F', '#FCD116', '#D41C30', '#1D4ED8', '#000000', '#ffffff', '#3B82F6', '#10B981', '#8B5CF6'];
    const random = Array.from({ length: 300 }, (_, i) => `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`);
    for (const hex of [...flag, ...random]) {
      const color = parseHex(hex)!;
      for (const theme of ['light', 'dark'] as const) {
        const text = readableText(color, theme);
        for (const bg of backgrounds[theme].map((b) => parseHex(b)!)) {
          expect(contrastRatio(text, bg), `${hex} ${theme} on ${String(bg)}`).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(text, mix(color, bg, 0.15)), `${hex} ${theme} on its tint`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    // A colour that already reads is left as chosen.
    expect(readableText([255, 255, 0], 'dark')).toEqual([255, 255, 0]);
  });
});
