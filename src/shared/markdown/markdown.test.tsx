import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (md: string) => renderToStaticMarkup(<Markdown>{md}</Markdown>);
/** The rendered markdown without the component's own wrapping <div class="prose ...">. */
const body = (md: string) => render(md).replace(/^<div[^>]*>|<\/div>$/g, '');

describe('Markdown is safe', () => {
  it('renders markdown', () => {
    const html = render('## Title\n\nSome **bold** and a [link](/legal).');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/legal">link</a>');
  });

  it('never makes a second <h1>: a "# Heading" is a section heading under the page title', () => {
    const html = render('# Big heading\n\nText.\n\n## Smaller');
    expect(html).not.toMatch(/<h1/);
    expect(html).toContain('<h2>Big heading</h2>');
    expect(html).toContain('<h2>Smaller</h2>');
  });

  it('drops script tags and raw HTML with event handlers', () => {
    const html = render('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="x()">hi</div>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/onclick/i);
    expect(html).not.toMatch(/<img src="x"/);
  });

  it('neutralises javascript: and data: links and images', () => {
    const html = render(
      '[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [d](data:text/html;base64,PHNjcmlwdD4=) ![img](javascript:alert(1))',
    );
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
  });

  it('a link whose URL is dropped as unsafe is its plain text, not an empty link that reloads the page (probe 41, F9)', () => {
    const unsafe = [
      '[bad](javascript:alert(1))',
      '[bad](JAVASCRIPT:alert(1))',
      '[bad](vbscript:msgbox(1))',
      '[bad](data:text/html,<b>hi</b>)',
      '[bad](data:text/html;base64,PHNjcmlwdD4=)',
    ];
    for (const md of unsafe) expect(body(`Before ${md} after.`), md).toBe('<p>Before bad after.</p>');
    const html = render(
      '[a](https://fsu.gov.dm/) [b](http://example.com/x) [c](mailto:info@example.com) [d](/legal) [e](#top) [f](guides/wallets)',
    );
    expect(html).toContain('<a href="https://fsu.gov.dm/" target="_blank" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="http://example.com/x" target="_blank" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a href="mailto:info@example.com">c</a>');
    expect(html).toContain('<a href="/legal">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
    expect(html).toContain('<a href="guides/wallets">f</a>');
  });

  it('opens external links safely', () => {
    const html = render('[site](https://example.com)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
