import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useLowData } from '../../lib/low-data-context';
import { TableOfContents, TOC_MIN_SECTIONS, withHeadingAnchors } from './table-of-contents';

/**
 * Shows markdown that the server already rendered to safe HTML (shared/markdown/markdown-html.tsx),
 * so the markdown parser never reaches readers' phones. Links to our own pages navigate inside
 * the app instead of reloading it.
 */
/**
 * `callouts`: our own content uses blockquotes for worked examples and key warnings, not for
 * quotations, so they lose typography's quotation marks and italics there.
 */
const calloutClass = '[&_blockquote]:not-italic [&_blockquote_p]:before:content-none [&_blockquote_p]:after:content-none';

/**
 * Low-data mode: each image becomes a link that loads it in place when tapped (behaviors/low-data.ts;
 * without script the link opens the image).
 * The attribute values are copied as the server escaped them.
 */
function tapToLoadImages(html: string): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '';
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1] ?? '';
    return `<a href="${src}" data-tap-image="" data-src="${src}" data-alt="${alt}" class="not-prose my-2 inline-block rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm no-underline">Tap to load image${alt ? `: ${alt}` : ''}</a>`;
  });
}

/** `toc`: a long page opens with a table of contents of its sections (table-of-contents.tsx). */
export function RenderedMarkdown({ html: source, callouts = false, toc = false }: { html: string; callouts?: boolean; toc?: boolean }) {
  const { html, headings } = toc ? withHeadingAnchors(source) : { html: source, headings: [] };
  const router = useRouter();
  const lowData = useLowData();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    // A tap-to-load image is not a page: behaviors/low-data.ts loads it in place.
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target || link.hasAttribute('data-tap-image')) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  // Click delegation for the links inside: the links themselves stay keyboard-usable (Enter clicks them).
  return (
    <>
      {headings.length >= TOC_MIN_SECTIONS ? <TableOfContents headings={headings} /> : null}
      <div
        onClick={onClick}
        className={callouts ? calloutClass : undefined}
        dangerouslySetInnerHTML={{ __html: lowData ? tapToLoadImages(html) : html }}
      />
    </>
  );
}
