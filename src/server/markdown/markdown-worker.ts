/**
 * The thread that renders markdown (markdown-renderer.ts): a render that takes too long can be
 * stopped here without stopping the server.
 */
import { parentPort } from 'node:worker_threads';
import { markdownToHtml } from '../../shared/markdown/markdown-html';

parentPort?.on('message', (job: { markdown: string }) => {
  try {
    parentPort?.postMessage({ html: markdownToHtml(job.markdown) });
  } catch (err) {
    // A stack overflow of very deep nesting, for one.
    parentPort?.postMessage({ error: err instanceof Error ? err.name : 'Error' });
  }
});

// Loaded (the parser and React, through the TypeScript loader: about a second): budgets start now.
parentPort?.postMessage({ ready: true });
