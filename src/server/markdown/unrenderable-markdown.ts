/**
 * Saving markdown that readers could only be shown as plain text (it cannot be rendered within the
 * budget: markdown-renderer.ts) is refused at its field, so the admin learns it at once.
 */
import { fieldRefusal } from '../trpc/field-refusal';
import { markdownRenderer } from './markdown-renderer';

export const UNRENDERABLE_MARKDOWN_MESSAGE =
  'This text is too complex to show (very deep quotes or lists, or long runs of * or _). Simplify it and save again.';

/** Throws a 400 naming `field` when `markdown` cannot be rendered within the budget. */
export async function refuseUnrenderableMarkdown(field: string, markdown: string): Promise<void> {
  const { rendered } = await markdownRenderer.render(markdown);
  if (!rendered) throw fieldRefusal('BAD_REQUEST', field, UNRENDERABLE_MARKDOWN_MESSAGE);
}
