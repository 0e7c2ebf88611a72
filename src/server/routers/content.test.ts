import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { guideCards } from '../../content';
import type { Database } from '../db/client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('content pages rendered on the server', () => {
  it('serves every page of every collection as HTML, with its metadata', async () => {
    const { caller } = await callerWithSession(database.db);
    const lesson = await caller.content.page({ collection: 'lessons', slug: 'bitcoin-blockchain' });
    expect(lesson).toMatchObject({ slug: 'bitcoin-blockchain', title: 'Bitcoin and the Blockchain', level: 'Beginner' });
    expect(lesson.html).toMatch(/^<div class="prose/);
    expect(lesson.html).toContain('<h2>');
    expect(lesson.html).not.toContain('## ');
    for (const [collection, slug] of [
      ['security', 'common-scams'],
      ['guides', 'binance'],
      ['caribbean', 'caribbean-focus'],
      ['community', 'crypto-taxation-dominica'],
    ] as const) {
      const page = await caller.content.page({ collection, slug });
      expect(page.html.length, slug).toBeGreaterThan(1000);
    }
    const legal = await caller.content.legal();
    // No primary source we could read gives the Act's number, so the title does not claim one (issue 28).
    expect(legal.actTitle).toBe('Virtual Asset Business Act, 2022');
    expect(legal.officialUrl).toBe('https://fsu.gov.dm/legislation');
    // The link is labelled for what it is: the FSU's index of legislation, not the Act's PDF.
    expect(legal.officialLabel).toMatch(/legislation page/);
    expect(legal.officialLabel).not.toMatch(/PDF/);
    expect(legal.sources.length).toBeGreaterThanOrEqual(2);
    expect(legal.html).toContain('href="https://fsu.gov.dm/legislation"');
  });

  it('lists a collection as cards from the files front matter, in their order, without bodies', async () => {
    const { caller } = await callerWithSession(database.db);
    const lessons = await caller.content.list({ collection: 'lessons' });
    expect(lessons).toHaveLength(8);
    expect(lessons[0]).toMatchObject({
      slug: 'bitcoin-blockchain',
      url: '/education/bitcoin-blockchain',
      level: 'Beginner',
      duration: '30 min',
    });
    expect(lessons[0]).not.toHaveProperty('html');
    const community = await caller.content.list({ collection: 'community' });
    expect(community.map((p) => p.url)).toContain('/community/posts/crypto-taxation-dominica');
    for (const post of community) expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(caller.content.list({ collection: 'secrets' as 'lessons' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("lists every guide's card, written and planned, from the guide files in their order", async () => {
    const { caller } = await callerWithSession(database.db);
    const cards = await caller.content.guideCards();
    expect(cards).toEqual(guideCards);
    expect(cards.filter((c) => c.planned).map((c) => c.slug)).toEqual(['coinbase-caribbean', 'banking-local', 'hardware-wallets']);
    // The card's own, shorter text; the page keeps its full title.
    expect(cards[0]).toMatchObject({ url: '/guides/binance', title: 'Buying on Binance', icon: 'exchange' });
    expect((await caller.content.page({ collection: 'guides', slug: 'binance' })).title).toBe('Buying on Binance: A Step-by-Step Guide');
    // content.list stays the written pages only.
    expect((await caller.content.list({ collection: 'guides' })).map((g) => g.slug)).toEqual(
      cards.filter((c) => !c.planned).map((c) => c.slug),
    );
  });

  it('answers NOT_FOUND for unknown pages and refuses malformed slugs', async () => {
    const { caller } = await callerWithSession(database.db);
    await expect(caller.content.page({ collection: 'lessons', slug: 'no-such-lesson' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.content.page({ collection: 'guides', slug: 'hardware-wallets' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.content.page({ collection: 'lessons', slug: '../secret' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.content.page({ collection: 'lessons', slug: '__proto__' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('renders the admin-edited policies safely: no raw HTML, no javascript: links', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const current = await admin.settings.admin();
    await admin.settings.updateContent({
      ...current.content,
      privacyPolicy: 'We keep **little** data. <script>alert(1)</script> [click](javascript:alert(1)) [contact](/contact)',
    });
    const { caller } = await callerWithSession(database.db);
    const { html } = await caller.content.policy({ field: 'privacyPolicy' });
    expect(html).toContain('<strong>little</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/contact"');
  });

  it('news articles carry their content rendered to HTML', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await admin.blog.create({
      title: 'Rendered article',
      slug: 'rendered-article',
      content: 'Some *emphasis* here.',
      excerpt: 'An excerpt here.',
      published: true,
    });
    const { caller } = await callerWithSession(database.db);
    const post = await caller.blog.bySlug({ slug: 'rendered-article' });
    expect(post.contentHtml).toContain('<em>emphasis</em>');
    expect(post.content).toBe('Some *emphasis* here.');
  });
});
