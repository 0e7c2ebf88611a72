/**
 * Markdown rendering for articles and content pages. Safe by construction: raw HTML in the
 * source is dropped (`skipHtml`), and link/image URLs pass react-markdown's default transform,
 * which empties anything but http(s), mailto, tel and relative URLs (so no `javascript:`); a link
 * left without a URL is shown as its text.
 */
import type { AnchorHTMLAttributes, HTMLAttributes, ImgHTMLAttributes } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * A link whose URL the transform emptied (javascript:, vbscript:, data: ...) is its text alone: as
 * `<a href="">` it still looked like a link and reloaded the page when clicked (probe 41, F9).
 */
function MarkdownLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  const { node: _node, ...attrs } = rest as typeof rest & { node?: unknown };
  if (!href) return <>{children}</>;
  const external = typeof href === 'string' && /^https?:\/\//i.test(href);
  return (
    <a href={href} {...attrs} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** Images load lazily; one whose URL was refused renders nothing (not an empty src). */
function MarkdownImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { node?: unknown }) {
  const { node: _node, ...attrs } = rest as typeof rest & { node?: unknown };
  if (!src) return null;
  return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" {...attrs} />;
}

/**
 * The page's own title is its only <h1>: a `# Heading` in an article or policy is shown as a
 * section heading (<h2>), so the outline and screen readers still see one page title.
 */
function MarkdownTopHeading({ children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { node?: unknown }) {
  const { node: _node, ...attrs } = rest as typeof rest & { node?: unknown };
  return <h2 {...attrs}>{children}</h2>;
}

/**
 * A wide table scrolls inside its own box instead of widening the page: the contacts table after a
 * scam pushed the page sideways on a 360 px phone and cut off its last column (probe 26, F3). The
 * box can take focus, so a keyboard can scroll it too.
 */
function MarkdownTable({ children, ...rest }: HTMLAttributes<HTMLTableElement> & { node?: unknown }) {
  const { node: _node, ...attrs } = rest as typeof rest & { node?: unknown };
  return (
    <div className="overflow-x-auto" role="region" aria-label="Table" tabIndex={0}>
      <table {...attrs}>{children}</table>
    </div>
  );
}

export function Markdown({ children, className = '' }: { children: string; className?: string }) {
  return (
    <div
      className={`prose prose-slate max-w-none dark:prose-invert prose-a:text-brand prose-headings:scroll-mt-24 prose-code:before:content-none prose-code:after:content-none ${className}`}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{ a: MarkdownLink, img: MarkdownImage, h1: MarkdownTopHeading, table: MarkdownTable }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
