import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE } from '../../shared/constants';
import { previewSvg, wrapWords } from './preview-image';

const fills = (svg: string) => [...svg.matchAll(/<rect [^>]*fill="([^"]+)"/g)].map((m) => m[1]);

describe('preview image', () => {
  it("draws in Site settings' default colours until an admin chooses, and never lets a non-colour into the SVG", () => {
    const base = { title: 'Wallets', siteName: 'Sample Site' };
    expect(fills(previewSvg(base)).slice(1)).toEqual([DEFAULT_APPEARANCE.primaryColor, DEFAULT_APPEARANCE.secondaryColor]);
    expect(fills(previewSvg({ ...base, colors: { primary: '#123456', secondary: 'red"/><script>' } })).slice(1)).toEqual([
      '#123456',
      DEFAULT_APPEARANCE.secondaryColor,
    ]);
  });

  it('wraps a long title into at most three lines, marking the cut', () => {
    const lines = wrapWords('How to keep a seed phrase safe when you travel between the islands by ferry and plane', 24, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 24)).toBe(true);
    expect(lines[2]).toMatch(/…$/);
  });
});
