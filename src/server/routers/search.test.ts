import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { markdownToText } from '../search/markdown-text';
import { SEARCH_PAGE_SIZE } from '../../shared/schemas/search';
import { snippetHtml } from '../search/search';
import { syncSearchDocuments } from '../search/sync';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await syncSearchDocuments(database.db);
});
afterAll(async () => {
  await database.close();
});

const article = (title: string, content: string, published = true) => ({
  slug: `search-${Math.random().toString(36).slice(2, 9)}`,
  title,
  content,
  excerpt: 'A test article.',
  published,
});

describe('site search', () => {
  it('finds lessons, security pages and the Act summary, best first, with the passage highlighted', async () => {
    const { caller } = await callerWithSession(database.db);
    const results = await caller.search.results({ q: 'seed phrase' });
    const kinds = new Set(results.map((r) => r.kind));
    expect(kinds).toContain('lesson');
    expect(kinds).toContain('security');
    for (const r of results) {
      expect(r.url).toMatch(/^\/[a-z]/);
      expect(r.snippet).toMatch(/<mark>seed<\/mark>|<mark>phrase<\/mark>/i);
    }
    const legal = await caller.search.results({ q: 'Financial Services Unit registration' });
    expect(legal.map((r) => r.url)).toContain('/legal');
    // A title match outranks a passing mention.
    const wallets = await caller.search.results({ q: 'wallet security' });
    expect(wallets[0]?.url).toBe('/security/wallet-security');
  });

  it('keeps news current: published articles are found, drafts and deleted ones are not', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller } = await callerWithSession(database.db);
    const input = article('Hurricane kit for your keys', 'Write your zyxquorbit seed phrase on steel.');
    const post = await admin.blog.create(input);
    expect((await caller.search.results({ q: 'zyxquorbit' })).map((r) => r.url)).toEqual([`/news/${post.slug}`]);
    // Its words join the vocabulary a misspelling is corrected against (search_words).
    expect((await caller.search.page({ q: 'zyxquorbitt' })).correctedQuery).toBe('zyxquorbit');

    await admin.blog.update({ ...input, id: post.id, title: 'Hurricane kit', content: 'Nothing about it now.' });
    expect(await caller.search.results({ q: 'zyxquorbit' })).toEqual([]);
    await admin.blog.update({ ...input, id: post.id, content: 'Back: zyxquorbit.', published: false });
    expect(await caller.search.results({ q: 'zyxquorbit' })).toEqual([]);
    await admin.blog.update({ ...input, id: post.id, content: 'Back: zyxquorbit.', published: true });
    expect(await caller.search.results({ q: 'zyxquorbit' })).toHaveLength(1);
    await admin.blog.delete({ id: post.id });
    expect(await caller.search.results({ q: 'zyxquorbit' })).toEqual([]);
  });

  it('tolerates a misspelling and says what it searched instead', async () => {
    const { caller } = await callerWithSession(database.db);
    const page = await caller.search.page({ q: 'seed phrse' });
    expect(page.correctedQuery).toBe('seed phrase');
    expect(page.results.length).toBeGreaterThan(0);
    expect((await caller.search.page({ q: 'seed phrase' })).correctedQuery).toBeNull();
  });

  it('answers an empty, junk, stop-word or hostile query with an empty list, never an error', async () => {
    const { caller } = await callerWithSession(database.db);
    for (const q of ['', '   ', '!!!', '&|!:*()', 'the', "'; drop table users; --", 'x'.repeat(5000), '\u0000\u0001', '"unclosed']) {
      const results = await caller.search.results({ q });
      expect(Array.isArray(results), q.slice(0, 20)).toBe(true);
    }
    expect(await caller.search.results({ q: 'qqqqzzzzxxxx' })).toEqual([]);
    await expect(caller.search.results({ q: 'bitcoin', limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.search.results({ q: 'bitcoin', limit: 2 })).toHaveLength(2);
  });

  it('never lets text from a page become markup in the snippet', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller } = await callerWithSession(database.db);
    await admin.blog.create(article('Markup test', 'The qvxplode <script>alert(1)</script> <img src=x onerror=alert(1)> text.'));
    const [hit] = await caller.search.results({ q: 'qvxplode' });
    expect(hit?.snippet).toContain('<mark>qvxplode</mark>');
    expect(hit?.snippet).not.toMatch(/<(script|img)/);
    expect(snippetHtml('a \u0002b\u0003 & <i>')).toBe('a <mark>b</mark> &amp; &lt;i&gt;');
  });
});

describe('the comparison pages (probe 38, F3: never found)', () => {
  it('are found by what their tables and help say', async () => {
    const { caller } = await callerWithSession(database.db);
    const urls = async (q: string) => (await caller.search.results({ q, limit: 50 })).map((r) => r.url);
    expect(await urls('wallet comparison')).toContain('/guides/wallets');
    expect(await urls('Trezor')).toContain('/guides/wallets');
    expect(await urls('compare exchanges')).toContain('/guides/exchanges');
    expect(await urls('KuCoin withdrawal')).toContain('/guides/exchanges');
    const [wallets] = (await caller.search.results({ q: 'wallet comparison' })).filter((r) => r.url === '/guides/wallets');
    expect(wallets).toMatchObject({ kind: 'guide', title: 'Wallet Comparison' });
  });
});

describe('an article with code and entities (probe 54, F3)', () => {
  it('is found by the words inside its code span, and its passage reads as the article does', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller } = await callerWithSession(database.db);
    await admin.blog.create(
      article('Paste your address', 'Quolltoken: run `send <your-wallet-address>` and check fees &lt; 1% &amp; rising.'),
    );
    const [found] = await caller.search.results({ q: 'quolltoken' });
    expect(found?.snippet).toContain('run send &lt;your-wallet-address&gt; and check fees &lt; 1% &amp; rising');
    expect((await caller.search.results({ q: 'your-wallet-address' })).map((r) => r.title)).toContain('Paste your address');
  });
});

describe('the search page', () => {
  it('lists up to SEARCH_PAGE_SIZE and says when more pages match (probe 38, F2: "20 results" of 28)', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller } = await callerWithSession(database.db);
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i++) await admin.blog.create(article(`Plentiful ${i}`, `The zorbling guide, part ${i}.`));
    for (let i = 0; i < 3; i++) await admin.blog.create(article(`Scarce ${i}`, `The quillomat guide, part ${i}.`));
    const many = await caller.search.page({ q: 'zorbling' });
    expect(many.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(many.more).toBe(true);
    const few = await caller.search.page({ q: 'quillomat' });
    expect(few.results).toHaveLength(3);
    expect(few.more).toBe(false);
    // The REST list keeps its own limit (20 unless asked).
    expect(await caller.search.results({ q: 'zorbling' })).toHaveLength(20);
  }, 120_000);
});

describe('markdown to searchable text', () => {
  it('keeps the words and drops the marks and link targets', () => {
    expect(markdownToText('## Keys\n\n- **Never** share [your seed](https://x.test/a) `phrase`\n\n| a | b |\n|---|---|')).toBe(
      'Keys\n\nNever share your seed phrase\n\na b',
    );
  });

  it('gives the words of a text too deeply nested to parse, instead of failing (review 56)', () => {
    const nested = `${'>'.repeat(20_000)} deepword here`;
    expect(markdownToText(nested)).toContain('deepword here');
  });

  it("keeps a code span's words and reads typed entities as the page shows them (probe 54, F3)", () => {
    expect(markdownToText('Run `send <your-wallet-address>` and check fees &lt; 1% &amp; rising.')).toBe(
      'Run send <your-wallet-address> and check fees < 1% & rising.',
    );
    // What the pages do not show is not searchable either: raw HTML blocks and link definitions.
    expect(
      markdownToText('> quoted\n\n1. one\n2. two\n\n<div>\nraw block\n</div>\n\n[ref]: https://x.test\n\n![a chart](c.png) ~~old~~'),
    ).toBe('quoted\n\none\ntwo\n\na chart old');
  });

  it('keeps the words around a "<" that starts no tag, and drops only tags (probe 37, F4)', () => {
    expect(markdownToText('Fees are < 1% & more. Literal <b>bold</b> and <img src=x> words, sums > 0.')).toBe(
      'Fees are < 1% & more. Literal bold and words, sums > 0.',
    );
  });
});
