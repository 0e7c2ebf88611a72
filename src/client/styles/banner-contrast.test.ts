/**
 * White text on a brand gradient (the page banners, the newsletter box, the sign-in panel) is
 * painted on the colours darkened for it (primary-strong, accent-strong; app.css), which the
 * appearance rule keeps at 4.5:1 for whatever colours an admin saves. axe cannot measure text on a
 * gradient, so this guards the class: on the plain colours it was 2.9-3.7:1 (probe 37, F1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('white text on a brand gradient', () => {
  it('is on the strong colours, and never faded below white', () => {
    const weak: string[] = [];
    let banners = 0;
    for (const file of sources(CLIENT)) {
      const text = readFileSync(file, 'utf8');
      for (const [className] of text.matchAll(/className="[^"]*bg-gradient[^"]*text-white[^"]*"/g)) {
        banners++;
        if (/\b(from|via|to)-(primary|accent)\b(?!-strong)/.test(className)) weak.push(`${path.relative(CLIENT, file)}: ${className}`);
      }
      // Inside such a banner file, no faded white text (white/90 is 4.1:1 where white is 4.5:1).
      if (/bg-gradient[^"]*text-white/.test(text) && /\btext-white\/\d+/.test(text))
        weak.push(`${path.relative(CLIENT, file)}: faded white text`);
    }
    expect(banners).toBeGreaterThanOrEqual(10);
    expect(weak).toEqual([]);
  });
});
