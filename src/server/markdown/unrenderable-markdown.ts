/**
 * Saving markdown that readers could only be shown as plain text (it cannot be rendered within the
 * budget: markdown-renderer.ts), or with a picture their browser will not load, is refused at its
 * field, so the admin learns it at once.
 */
import { fieldRefusal } from '../trpc/field-refusal';
import { markdownRenderer } from './markdown-renderer';

export const UNRENDERABLE_MARKDOWN_MESSAGE =
  'This text is too complex to show (very deep quotes or lists, or long runs of * or _). Simplify it and save again.';

export const HTTP_IMAGE_MESSAGE =
  "An image here starts with http://, which this site's pages do not load (only https:// and uploaded images). Use its https:// address or upload it.";

/** An <img> the renderer made whose address is plain http: (the pages' CSP allows https: and the site's own). */
const HTTP_IMAGE = /<img\b[^>]*\ssrc="http:/i;

/**
 * Throws a 400 naming `field` when `markdown` cannot be rendered within the budget, or when it
 * shows an http:// image, which every reader would get as a broken picture (probe 34, N2).
 */
export async function refuseUnrenderableMarkdown(field: string, markdown: string): Promise<void> {
  const { rendered, html } = await markdownRenderer.render(markdown);
  if (!rendered) throw fieldRefusal('BAD_REQUEST', field, UNRENDERABLE_MARKDOWN_MESSAGE);
  if (HTTP_IMAGE.test(html)) throw fieldRefusal('BAD_REQUEST', field, HTTP_IMAGE_MESSAGE);
}
