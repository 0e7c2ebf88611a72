import { describe, expect, it } from 'vitest';
import { allContentPages, contentCollections, findContentPage, parseContentFile } from './index';
import { collectionNames } from './schema';
import { findIndexLikeSource, hostsOf } from './source-rules';

const pages = allContentPages();

/** Words that make a page a legal, tax or fee claim: such pages need two sources or more. */
const LEGAL_TAX_FEE = /\b(Act|law|legal|licen[cs]ed?|regist(?:er|ered|ration)|tax(?:es|ed)?|fees?|commission|spread)\b/i;

const validFile = `---
title: A lesson
description: A lesson about something, long enough to be a card.
level: Beginner
duration: 25 min
order: 1
reviewed: 2026-11-23
sources:
  - title: Financial Services Unit
    url: https://fsu.gov.dm/
    publisher: Financial Services Unit, Commonwealth of Dominica
    official: true
    date: 2026-11
quiz:
  - question: What does this lesson cover?
    options: [Something, Nothing]
    answer: 0
    explanation: The lesson's opening says it is about something.
  - question: Is the lesson long enough?
    options: [Yes, No]
    answer: 0
    explanation: The description says it is long enough to be a card.
  - question: Who publishes its source?
    options: [A bank, The Financial Services Unit]
    answer: 1
    explanation: Its only source is published by the Financial Services Unit.
---

Body text.
`;

describe('the content collection', () => {
  it('loads every collection from its files, each page at its own URL', () => {
    expect(contentCollections.lessons).toHaveLength(8);
    expect(contentCollections.legal).toHaveLength(1);
    for (const name of collectionNames) expect(contentCollections[name].length, name).toBeGreaterThan(0);
    const urls = pages.map((p) => p.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('/education/stablecoins');
    expect(urls).toContain('/caribbean-focus');
    expect(urls).toContain('/community/posts/crypto-taxation-dominica');
    expect(findContentPage('lessons', 'stablecoins')?.title).toMatch(/Stablecoins/);
    for (const slug of ['nope', '__proto__', '../index', 'constructor']) expect(findContentPage('lessons', slug)).toBeUndefined();
  });

  it('every page has a reviewed date and sources, official ones listed first', () => {
    for (const page of pages) {
      expect(page.reviewed, page.url).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.sources.length, page.url).toBeGreaterThanOrEqual(1);
      const firstUnofficial = page.sources.findIndex((s) => !s.official);
      if (firstUnofficial >= 0)
        expect(
          page.sources.slice(firstUnofficial).every((s) => !s.official),
          `${page.url}: official sources first`,
        ).toBe(true);
      expect(page.sources[0]!.official, `${page.url}: the first source is official`).toBe(true);
    }
  });

  it('every page making legal, tax or fee claims lists at least two sources, from two different sites', () => {
    for (const page of pages) {
      if (!LEGAL_TAX_FEE.test(page.markdown)) continue;
      expect(page.sources.length, page.url).toBeGreaterThanOrEqual(2);
      // Two independent sources: two copies on one site are one source (issue 28).
      expect(hostsOf(page.sources).size, page.url).toBeGreaterThanOrEqual(2);
    }
  });

  it('links every source to the page that says it: never a bare domain or an index page', () => {
    for (const page of pages) expect(findIndexLikeSource(page.sources), page.url).toBeUndefined();
  });

  it('ends every rendered page with its linked sources', () => {
    for (const page of pages) {
      const html = page.html();
      expect(html, page.url).toContain('<h2>Sources</h2>');
      for (const source of page.sources) expect(html, page.url).toContain(`href="${source.url}"`);
      expect(page.text(), page.url).not.toMatch(/<|##/);
    }
  });

  it('every table has a header for each column, and scrolls inside its own box on a narrow screen (probe 26, F3, F7)', () => {
    let tables = 0;
    for (const page of pages) {
      const html = page.html();
      expect(html, page.url).not.toMatch(/<th[^>]*>\s*<\/th>/);
      for (const table of html.matchAll(/(.{0,80})<table/g)) {
        tables++;
        expect(table[1], page.url).toMatch(/<div class="overflow-x-auto" role="region" aria-label="Table" tabindex="0">$/);
      }
    }
    expect(tables).toBeGreaterThan(3);
  });

  it('community articles are never back-dated or future-dated', () => {
    for (const post of contentCollections.community) {
      // The articles were first published on this site on 2026-11-22.
      expect(post.meta.date >= '2026-11-22', post.url).toBe(true);
      expect(post.meta.date <= post.reviewed, post.url).toBe(true);
    }
  });

  it('no page claims that registration with the FSU is open or required before operating as a settled fact', () => {
    for (const page of pages) {
      expect(page.markdown, page.url).not.toMatch(/must (?:be|first be|apply to the FSU and be) registered/i);
      expect(page.markdown, page.url).not.toMatch(/providers registered with the FSU/i);
    }
  });

  it("links the police by name to the Commonwealth of Dominica Police Force's own site, with one of its pages in the page's sources", () => {
    const police = '[Commonwealth of Dominica Police Force](https://cdpf.gov.dm/)';
    let linked = 0;
    for (const page of pages) {
      // Not through the Government portal any more: the force's own site (issue 16, where to report).
      expect(page.markdown, page.url).not.toMatch(/Police Force[^\n]*\(https:\/\/dominica\.gov\.dm\/?\)/);
      if (!page.markdown.includes('https://cdpf.gov.dm/')) continue;
      linked += 1;
      expect(page.markdown, page.url).toContain(police);
      // The source is a page of the force's site that says what the page relies on, not its home page (issue 28).
      expect(page.sources, page.url).toContainEqual(
        expect.objectContaining({ url: expect.stringMatching(/^https:\/\/cdpf\.gov\.dm\/.+/), official: true }),
      );
    }
    expect(linked).toBeGreaterThanOrEqual(10);
  });

  it("the Binance guide states Binance's 2023 US guilty plea, with two independent reports of it among its sources", () => {
    const guide = findContentPage('guides', 'binance')!;
    expect(guide.markdown).toMatch(/In 2023 Binance pleaded guilty to US charges/);
    const pleaReports = guide.sources.filter((s) => s.date.startsWith('2023') && /plead|guilty|settlement/i.test(s.title));
    expect(new Set(pleaReports.map((s) => new URL(s.url).hostname)).size).toBeGreaterThanOrEqual(2);
  });

  it('no page says USDC runs on Tron', () => {
    for (const page of pages) expect(page.markdown, page.url).not.toMatch(/USDC[^.\n]*\bTron\b(?![^.\n]*(stopp|ended|no longer))/i);
  });
});

describe('parseContentFile', () => {
  it('accepts a valid file', () => {
    const page = parseContentFile('lessons', 'a-lesson.md', validFile);
    expect(page).toMatchObject({ slug: 'a-lesson', url: '/education/a-lesson', reviewed: '2026-11-23' });
    expect(page.html()).toContain('href="https://fsu.gov.dm/"');
  });

  it('refuses a page without sources, naming the file', () => {
    const noSources = validFile.replace(/sources:[\s\S]*?---/, '---');
    expect(() => parseContentFile('lessons', 'a-lesson.md', noSources)).toThrow(/src\/content\/lessons\/a-lesson\.md: sources/);
    const emptySources = validFile.replace(/sources:[\s\S]*?---/, 'sources: []\n---');
    expect(() => parseContentFile('lessons', 'a-lesson.md', emptySources)).toThrow(/sources/);
  });

  it('refuses a page without a reviewed date, or with an impossible one', () => {
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('reviewed: 2026-11-23\n', ''))).toThrow(/reviewed/);
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('2026-11-23', '2026-02-30'))).toThrow(/reviewed/);
  });

  it('refuses undated or insecure sources, unknown fields, bad levels and file names that are not slugs', () => {
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('    date: 2026-11\n', ''))).toThrow(/sources\.0\.date/);
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('https://fsu', 'http://fsu'))).toThrow(/sources\.0\.url/);
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('order: 1', 'order: 1\nauthor: x'))).toThrow(
      /author|Unrecognized/i,
    );
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('Beginner', 'Expert'))).toThrow(/level/);
    expect(() => parseContentFile('lessons', 'a-lesson.md', validFile.replace('25 min', '90 min'))).toThrow(/duration/);
    expect(() => parseContentFile('lessons', 'A Lesson.md', validFile)).toThrow(/slug/);
    expect(() => parseContentFile('lessons', 'a-lesson.md', 'no front matter')).toThrow(/front matter/);
  });
});
