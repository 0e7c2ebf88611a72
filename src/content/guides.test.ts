/**
 * The guides are files: every file in src/content/guides, written or planned, is one card on
 * /guides (the first four on the home page) in its `order`, and one route. These tests read the
 * folder themselves, so a card that goes missing, or a change of order, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isGuideSlug } from './data/guides';
import { allContentPages, contentCollections, findContentPage, guideCards, parseGuideFile, plannedGuides } from './index';
import { plannedGuideRoutes, publicRoutes } from './public-routes';

const guidesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guides');
const files = readdirSync(guidesDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(guidesDir, name), 'utf8'))![1]!;
    return { slug: name.replace(/\.md$/, ''), meta: parseYaml(frontMatter) as Record<string, unknown> & { order: number } };
  });

const planned = `---
status: planned
title: A Planned Guide
description: What this guide will cover, in a sentence for its card.
order: 9
icon: bank
---
`;

const written = `---
title: A Written Guide
description: What this guide covers, in a sentence for its card and meta description.
order: 9
icon: exchange
reviewed: 2026-11-25
sources:
  - title: Financial Services Unit
    url: https://fsu.gov.dm/
    publisher: Financial Services Unit, Commonwealth of Dominica
    official: true
    date: 2026-11
---

The guide.
`;

describe('guide cards come from the files', () => {
  it('every file in src/content/guides has exactly one card, in the order its front matter gives', () => {
    const byOrder = [...files].sort((a, b) => a.meta.order - b.meta.order).map((f) => f.slug);
    expect(guideCards.map((card) => card.slug)).toEqual(byOrder);
    for (const card of guideCards) expect(card.url).toBe(`/guides/${card.slug}`);
  });

  it("a card shows the file's icon and its card text (or its title and description)", () => {
    for (const file of files) {
      const card = guideCards.find((c) => c.slug === file.slug)!;
      const text = (file.meta.card ?? file.meta) as { title: string; description: string };
      expect(card, file.slug).toMatchObject({ title: text.title, description: text.description, icon: file.meta.icon });
      expect(card.planned, file.slug).toBe(file.meta.status === 'planned');
    }
  });

  it('keeps the guides in the order readers know: the three written guides, then the three planned ones', () => {
    // New guides may come anywhere, but these six keep their places relative to one another.
    const known = ['binance', 'p2p-platforms', 'secure-storage', 'coinbase-caribbean', 'banking-local', 'hardware-wallets'];
    expect(guideCards.map((c) => c.slug).filter((slug) => known.includes(slug))).toEqual(known);
    expect(plannedGuides.map((g) => g.slug)).toEqual(['coinbase-caribbean', 'banking-local', 'hardware-wallets']);
    expect(guideCards.slice(0, 4).map((c) => c.title)).toEqual([
      'Buying on Binance',
      'Peer-to-Peer Platforms',
      'Secure Storage',
      'Coinbase in the Caribbean',
    ]);
  });

  it('a planned guide has a card and a route but no page: not in search, content.page or the page list', () => {
    for (const guide of plannedGuides) {
      expect(findContentPage('guides', guide.slug)).toBeUndefined();
      expect(allContentPages().map((p) => p.url)).not.toContain(guide.url);
      expect(publicRoutes).toContain(guide.url);
    }
    expect(plannedGuideRoutes).toEqual(plannedGuides.map((g) => g.url));
    for (const page of contentCollections.guides) expect(publicRoutes).toContain(page.url);
  });

  it('knows every guide file and any banking-{product} slug, and nothing else', () => {
    for (const card of guideCards) expect(isGuideSlug(card.slug, guideCards)).toBe(true);
    expect(isGuideSlug('banking-first-national', guideCards)).toBe(true);
    expect(isGuideSlug('no-such-guide', guideCards)).toBe(false);
    expect(isGuideSlug('banking-', guideCards)).toBe(false);
    // Too long to be a product's name (it reached content.page's limit as a 500: probe 29, F2).
    expect(isGuideSlug(`banking-${'a'.repeat(94)}`, guideCards)).toBe(false);
    expect(isGuideSlug('banking--double', guideCards)).toBe(false);
  });
});

describe('parseGuideFile', () => {
  it('reads a planned guide: card fields only, no body, reviewed date or sources needed', () => {
    const guide = parseGuideFile('a-planned-guide.md', planned);
    expect(guide).toMatchObject({ slug: 'a-planned-guide', url: '/guides/a-planned-guide', title: 'A Planned Guide', planned: true });
  });

  it('refuses a planned guide with a body, sources, a reviewed date or no icon', () => {
    expect(() => parseGuideFile('a-planned-guide.md', `${planned}\nSome text.\n`)).toThrow(
      /a-planned-guide\.md: a planned guide has no body/,
    );
    expect(() => parseGuideFile('a-planned-guide.md', planned.replace('order: 9', 'order: 9\nsources: []'))).toThrow(/sources/);
    expect(() => parseGuideFile('a-planned-guide.md', planned.replace('order: 9', 'order: 9\nreviewed: 2026-11-25'))).toThrow(/reviewed/);
    expect(() => parseGuideFile('a-planned-guide.md', planned.replace('icon: bank\n', ''))).toThrow(/icon/);
  });

  it('a written guide still needs its reviewed date, sources and body; an unknown status is refused', () => {
    expect('planned' in parseGuideFile('a-written-guide.md', written)).toBe(false);
    const noSources = written.replace(/sources:[\s\S]*?---/, '---');
    expect(() => parseGuideFile('a-written-guide.md', noSources)).toThrow(/src\/content\/guides\/a-written-guide\.md: sources/);
    expect(() => parseGuideFile('a-written-guide.md', written.replace('reviewed: 2026-11-25\n', ''))).toThrow(/reviewed/);
    expect(() => parseGuideFile('a-written-guide.md', written.replace('\nThe guide.\n', ''))).toThrow(/no body/);
    expect(() => parseGuideFile('a-written-guide.md', written.replace('order: 9', 'order: 9\nstatus: draft'))).toThrow(/status/);
  });

  it('takes shorter card text from `card`, and refuses a card without a description', () => {
    const withCard = written.replace(
      'icon: exchange',
      'icon: exchange\ncard:\n  title: Short Title\n  description: A shorter sentence for the card.',
    );
    const guide = parseGuideFile('a-written-guide.md', withCard);
    expect(guide.meta.card).toEqual({ title: 'Short Title', description: 'A shorter sentence for the card.' });
    expect(() =>
      parseGuideFile('a-written-guide.md', written.replace('icon: exchange', 'icon: exchange\ncard:\n  title: Short Title')),
    ).toThrow(/card\.description/);
  });
});
