/**
 * The Web Worker of the admin's live preview (preview-thread.ts): formats markdown with the same
 * component and rules as the server's pages, off the page's thread, so a text that takes the parser
 * minutes can be stopped without stopping the tab.
 */
import { markdownToHtml } from '../../../shared/markdown/markdown-html';
import type { PreviewWorkerMessage } from './preview-thread';

const answer = (message: PreviewWorkerMessage) => self.postMessage(message);

self.onmessage = (event: MessageEvent<{ id: number; markdown: string }>) => {
  const { id, markdown } = event.data;
  try {
    answer({ id, html: markdownToHtml(markdown) });
  } catch (err) {
    // A stack overflow of very deep nesting, for one.
    answer({ id, error: err instanceof Error ? err.name : 'Error' });
  }
};

// The code has loaded: budgets start now.
answer({ ready: true });
