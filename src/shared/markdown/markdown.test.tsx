import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (md: string) => renderToStaticMarkup(<Markdown>{md}</Markdown>);

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

  it('opens external links safely', () => {
    const html = render('[site](https://example.com)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
