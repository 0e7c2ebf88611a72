import { useEffect, useRef, useState } from 'react';
import { createPreviewThread, type PreviewThread } from './preview-thread';

export type MarkdownPreview =
  | { status: 'empty' }
  /** `html`: the last text's preview, kept on screen while the new one is formatted. */
  | { status: 'formatting'; html: string | null }
  | { status: 'ready'; html: string }
  | { status: 'too-slow' }
  | { status: 'failed' };

/** What the worker made of one text. */
type Formatted = { markdown: string; preview: Extract<MarkdownPreview, { status: 'ready' | 'too-slow' | 'failed' }> };

/** Typing pauses this long before the text is formatted: not every keystroke is parsed. */
const TYPING_PAUSE_MS = 150;

function spawnPreviewWorker() {
  return new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module', name: 'markdown-preview' });
}

/** The formatted preview of `markdown`, made on a worker with a budget (preview-thread.ts). */
export function useMarkdownPreview(markdown: string): MarkdownPreview {
  const thread = useRef<PreviewThread | null>(null);
  const [formatted, setFormatted] = useState<Formatted | null>(null);

  useEffect(() => () => thread.current?.close(), []);

  useEffect(() => {
    if (!markdown) return;
    let current = true;
    const timer = setTimeout(() => {
      if (typeof Worker === 'undefined') {
        setFormatted({ markdown, preview: { status: 'failed' } });
        return;
      }
      thread.current ??= createPreviewThread(spawnPreviewWorker);
      void thread.current.render(markdown).then((result) => {
        if (!current || result.kind === 'superseded') return;
        setFormatted({ markdown, preview: result.kind === 'html' ? { status: 'ready', html: result.html } : { status: result.kind } });
      });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);

  if (!markdown) return { status: 'empty' };
  if (formatted?.markdown === markdown) return formatted.preview;
  return { status: 'formatting', html: formatted?.preview.status === 'ready' ? formatted.preview.html : null };
}
