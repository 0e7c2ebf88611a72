/**
 * Draws a page's share preview (1200x630 PNG) from an SVG template with sharp: the page title
 * large, the site name above it, on the site's colours. For pages without a cover image, so
 * WhatsApp and Facebook show what the link is about rather than a blank box.
 * Text uses the generic sans-serif family (whatever fontconfig maps it to on the server).
 */
import sharp from 'sharp';
import { DEFAULT_APPEARANCE } from '../../shared/constants';
import { withoutInvisible } from '../../shared/schemas/common';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../shared/share-image';

export interface PreviewText {
  /** The page's own title (without the site name). */
  title: string;
  siteName: string;
  /** A short line under the title (the page description), optional. */
  subtitle?: string;
  /** Site settings → Appearance: the stripe and the bar (its defaults when absent or not a colour). */
  colors?: { primary: string; secondary: string };
}

/** Only a hex colour reaches the SVG (settings validate it too). */
const colorOr = (value: string, fallback: string) => (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback);

/** Escaped for the SVG, without characters XML cannot hold (a BEL in a title made sharp refuse the image). */
const escapeXml = (text: string) =>
  withoutInvisible(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Greedy word wrap to at most `maxLines` lines of about `width` characters; the last line ends in "…" when cut. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.length > width ? `${words[i]!.slice(0, width - 1)}…` : words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      // Out of room: mark the cut on the last line kept.
      lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s,.;:–-]+$/, '')}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function previewSvg(text: PreviewText): string {
  const titleLines = wrapWords(text.title, 24, 3);
  const subtitleLines = text.subtitle ? wrapWords(text.subtitle, 58, 2) : [];
  // Three lines start under the site name; fewer sit a little lower, nearer the middle.
  const titleTop = 210 + (3 - titleLines.length) * 30;
  const title = titleLines
    .map((line, i) => `<text x="80" y="${titleTop + i * 80}" font-size="68" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  const subtitleTop = titleTop + titleLines.length * 80 + 20;
  const primary = colorOr(text.colors?.primary ?? '', DEFAULT_APPEARANCE.primaryColor);
  const secondary = colorOr(text.colors?.secondary ?? '', DEFAULT_APPEARANCE.secondaryColor);
  const subtitle = subtitleLines
    .map((line, i) => `<text x="80" y="${subtitleTop + i * 44}" font-size="32" fill="#cbd5e1">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<rect width="100%" height="100%" fill="#0f172a"/>
<rect x="0" y="0" width="24" height="100%" fill="${primary}"/>
<rect x="0" y="${SHARE_IMAGE_HEIGHT - 12}" width="100%" height="12" fill="${secondary}"/>
<g font-family="sans-serif" fill="#ffffff">
<text x="80" y="100" font-size="34" font-weight="700" fill="#93c5fd">${escapeXml(text.siteName)}</text>
${title}
${subtitle}
</g>
</svg>`;
}

/** The PNG: a 64-colour palette keeps it near 20-40 KB (flat colours and text need no more). */
export async function renderPreviewPng(text: PreviewText): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(text)))
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
}
