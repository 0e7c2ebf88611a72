/**
 * "On this page": a table of contents for long reading pages (the Act summary ~12,000 px on a
 * phone, the long guides), built from the page's own second-level headings, so it can never list
 * a section the page does not have. The headings get ids here (the server's markdown HTML has
 * none) and the list links to them; plain links, so it works with no script at all.
 */

import { withoutAccents } from '../../../shared/format';

/** A page with fewer sections than this is short enough to scroll. */
export const TOC_MIN_SECTIONS = 4;

export interface Heading {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'", '#39': "'", nbsp: ' ' };

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&([#a-z0-9]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .trim();
}

/**
 * An id from a heading's text. The accents NFKD splits off are dropped before the rest becomes
 * hyphens: they made "Crème" "cre-me" (probe 41, F14). Not the shared slugify: these ids keep
 * their own form (a-z0-9 only, no edge hyphens, at most 60 characters, never empty).
 */
function slugify(text: string): string {
  return (
    withoutAccents(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section'
  );
}

/** The HTML with an id on each <h2> that has none, and those headings in order. */
export function withHeadingAnchors(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const anchored = html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g, (whole, attributes: string | undefined, inner: string) => {
    if (attributes && /\sid=/.test(attributes)) return whole;
    const text = plainText(inner);
    let id = `section-${slugify(text)}`;
    for (let n = 2; used.has(id); n++) id = `section-${slugify(text)}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2${attributes ?? ''} id="${id}">${inner}</h2>`;
  });
  return { html: anchored, headings };
}

export function TableOfContents({ headings }: { headings: Heading[] }) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="toc mb-8 rounded-xl border border-slate-200 bg-slate-50 p-5 print:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="toc-heading" className="text-base font-semibold">
        On this page
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-primary underline underline-offset-2 hover:no-underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
