/**
 * Focus rings are drawn in the primary colour as TEXT (tailwind.config.ts `primary-text`, moved
 * just far enough to read in each theme: lib/theme.ts), never the colour as chosen: a dark green
 * as chosen was a 2.7:1 ring on the dark theme, under the 3:1 a focus indicator needs (probe 26, F1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('focus rings', () => {
  it('use the primary colour as text, never as chosen', () => {
    const files = sources(path.join(import.meta.dirname, '.'));
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:outline|ring)-primary(?![-\w/])/g)].map(
        (m) => `${path.relative(process.cwd(), file)}: ${m[0]}`,
      ),
    );
    expect(offending).toEqual([]);
  });
});
