/**
 * Runs axe-core in the page and returns its serious and critical violations as lines of text.
 * axe's own script is evaluated through the DevTools protocol, which the page's CSP does not
 * govern (an injected <script> tag would be refused by it, rightly).
 * Note: @axe-core/playwright is not installed here; axe-core itself is (lighthouse brings it).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * `rules`: the WCAG 2.0/2.1 A and AA rules (the public pages' bar), or every rule axe has, best
 * practices included (the admin pages' bar, issue 27).
 */
export async function seriousAxeViolations(page: Page, rules: 'wcag' | 'every rule' = 'wcag'): Promise<string[]> {
  // Sections marked `below-fold` (content-visibility: auto) are not painted until a reader scrolls
  // near them, and axe then reads their colours against the page's white instead of their own
  // background. Render them as a reader scrolling there would, then scan.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.below-fold').forEach((el) => (el.style.contentVisibility = 'visible')),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (everyRule) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(
      document,
      // Only violations are read: axe then keeps one node of each pass (much less work on a long page).
      everyRule
        ? { resultTypes: ['violations'] }
        : { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  }, rules === 'every rule');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} [${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}]`)
          .join(' | ')}`,
    );
}
