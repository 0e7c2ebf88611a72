import { afterAll, describe, expect, it } from 'vitest';
import { createMarkdownRenderer, plainTextHtml } from './markdown-renderer';

const renderer = createMarkdownRenderer({ budgetMs: 1_000 });
afterAll(() => renderer.close());

/** Shapes whose parse time grows much faster than their length (the probe of 2026-11-29). */
const stars = `${'*'.repeat(8000)}x${'*'.repeat(8000)}`;
const deepQuotes = `${'> '.repeat(12_000)}hi`;

describe('markdown rendered on a thread with a budget', () => {
  it('renders ordinary markdown as the markdown component does', async () => {
    const result = await renderer.render('# Title\n\nSome *emphasis* and a [link](https://example.com).');
    expect(result.rendered).toBe(true);
    expect(result.html).toContain('<h2>Title</h2>');
    expect(result.html).toContain('<em>emphasis</em>');
    expect(result.html).toContain('href="https://example.com"');
  });

  it('a text over budget comes back as escaped plain paragraphs, and the next render works', async () => {
    const slow = await renderer.render(`<script>alert(1)</script>\n\n${stars}`);
    expect(slow.rendered).toBe(false);
    expect(slow.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(slow.html).not.toContain('<script>');
    const after = await renderer.render('Plain *again*');
    expect(after).toEqual({ rendered: true, html: expect.stringContaining('<em>again</em>') });
  });

  it('the server keeps answering while a slow text is being rendered', async () => {
    const events: string[] = [];
    const slow = renderer.render(deepQuotes).then((r) => events.push(`slow rendered=${r.rendered}`));
    // A timer on this thread fires while the other thread parses.
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('timer');
    await slow;
    expect(events).toEqual(['timer', 'slow rendered=false']);
  });

  it('renders queued behind a slow one are each rendered, in order', async () => {
    const results = await Promise.all([renderer.render(stars), renderer.render('one *a*'), renderer.render('two *b*')]);
    expect(results.map((r) => r.rendered)).toEqual([false, true, true]);
    expect(results[1]?.html).toContain('one <em>a</em>');
    expect(results[2]?.html).toContain('two <em>b</em>');
  });

  it('plain text keeps paragraphs and escapes everything', () => {
    expect(plainTextHtml('a & b\n\n<i>c</i>')).toContain('<p>a &amp; b</p><p>&lt;i&gt;c&lt;/i&gt;</p>');
  });
});
