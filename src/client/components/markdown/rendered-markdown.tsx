import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * Shows markdown that the server already rendered to safe HTML (server/content/markdown-html.tsx),
 * so the markdown parser never reaches readers' phones. Links to our own pages navigate inside
 * the app instead of reloading it.
 */
/**
 * `callouts`: our own content uses blockquotes for worked examples and key warnings, not for
 * quotations, so they lose typography's quotation marks and italics there.
 */
const calloutClass = '[&_blockquote]:not-italic [&_blockquote_p]:before:content-none [&_blockquote_p]:after:content-none';

export function RenderedMarkdown({ html, callouts = false }: { html: string; callouts?: boolean }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  // Click delegation for the links inside: the links themselves stay keyboard-usable (Enter clicks them).
  return <div onClick={onClick} className={callouts ? calloutClass : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
