import { describe, expect, it } from 'vitest';
import { appearanceFormSchema } from './schemas/settings';
import { contrastRatio, formatRatio, primaryTextContrast } from './contrast';

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
});
