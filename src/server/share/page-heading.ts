/**
 * Reads what a share preview shows from a rendered page's head: its title without the site name,
 * and its description. The page itself is the source, so every page (static, content file or news
 * article) gets its own words with no second list of titles to keep in step.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeHtmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  // React writes attributes in the order given: name/property first, then content.
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? decodeHtmlText(match[1]!) : undefined;
}

export function pageHeading(html: string, siteName: string): { title: string; description?: string } {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const raw = metaContent(head, 'property', 'og:title') ?? decodeHtmlText(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  // "Cryptocurrency Education | Site" -> "Cryptocurrency Education"; the home page's
  // "Site | Tagline" -> "Tagline". The site name is drawn on the image separately.
  const parts = raw.split(' | ').filter((part) => part.trim() && part.trim() !== siteName.trim());
  const title = parts.join(' | ').trim() || siteName;
  return { title, description: metaContent(head, 'property', 'og:description') ?? metaContent(head, 'name', 'description') };
}
