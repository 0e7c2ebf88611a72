/**
 * Markdown stored by admins (articles, the policies) is rendered on a worker thread with a time
 * budget. The parser's time grows faster than the text for some shapes (a 16 KB run of `*` took
 * 34 s, 60,000 nested quotes four minutes, and deep nesting overflows the stack): on the request
 * thread one such article stopped the whole server for everyone, each time it was viewed (probe of
 * 2026-11-29). A render over budget stops the thread (a new one starts for the next) and the text
 * is shown as plain paragraphs; saving such a text is refused (`renderWithinBudget`).
 * Renders go one at a time, each timed from when the thread starts it.
 */
import { Worker } from 'node:worker_threads';
import { escapeHtml } from '../email/html';
import { markdownToHtml } from '../../shared/markdown/markdown-html';

/** Far above any real article (a long one renders in a few ms), far below a stalled server. */
export const MARKDOWN_BUDGET_MS = 1_500;

export interface RenderedMarkdown {
  html: string;
  /** False: the markdown could not be rendered within the budget and `html` is its plain text. */
  rendered: boolean;
}

interface Job {
  markdown: string;
  budgetMs: number;
  settle: (result: RenderedMarkdown) => void;
}

/** The text as escaped paragraphs, in the frame the markdown component draws: safe and linear. */
export function plainTextHtml(markdown: string): string {
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`);
  return `<div class="prose prose-slate max-w-none dark:prose-invert">${paragraphs.join('')}</div>`;
}

export function createMarkdownRenderer(opts: { budgetMs?: number; onOverBudget?: (length: number) => void } = {}) {
  const queue: Job[] = [];
  let worker: Worker | undefined;
  /** Settles when the current thread has loaded the parser (its first message). */
  let ready: Promise<void> = Promise.resolve();
  let running: { job: Job; timer?: NodeJS.Timeout } | undefined;

  function finish(result: RenderedMarkdown) {
    if (!running) return;
    clearTimeout(running.timer);
    const { job } = running;
    running = undefined;
    job.settle(result);
    next();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./markdown-thread.mjs', import.meta.url));
    // An idle renderer never keeps the process alive (tests, shutdown).
    started.unref();
    // A thread stopped for its budget may still have posted: only the current one answers.
    let isLoaded = false;
    let loaded = () => {};
    ready = new Promise((resolve) => (loaded = resolve));
    started.on('message', (answer: { ready?: boolean; html?: string }) => {
      if (answer.ready) {
        isLoaded = true;
        return loaded();
      }
      if (worker !== started || !running) return;
      if (typeof answer.html === 'string') finish({ html: answer.html, rendered: true });
      else finish({ html: plainTextHtml(running.job.markdown), rendered: false });
    });
    started.on('error', () => {
      loaded();
      if (worker !== started) return;
      worker = undefined;
      if (!running) return;
      // A thread that could not even start says nothing of the text: render it here, as before.
      if (!isLoaded) finish({ html: markdownToHtml(running.job.markdown), rendered: true });
      else finish({ html: plainTextHtml(running.job.markdown), rendered: false });
    });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
    });
    worker = started;
    return started;
  }

  function next() {
    const job = queue.shift();
    if (!job) return;
    const current = thread();
    const slot: { job: Job; timer?: NodeJS.Timeout } = { job };
    running = slot;
    // The budget is the parse's own: a thread's start (about a second) is not counted.
    void ready.then(() => {
      if (running !== slot) return; // the thread failed while it started: already answered
      slot.timer = setTimeout(() => {
        // Stuck in the parser: only stopping the thread stops it. The next one starts loading now.
        if (worker === current) worker = undefined;
        void current.terminate();
        thread();
        opts.onOverBudget?.(job.markdown.length);
        finish({ html: plainTextHtml(job.markdown), rendered: false });
      }, job.budgetMs);
      current.postMessage({ markdown: job.markdown });
    });
  }

  function render(markdown: string, budgetMs = opts.budgetMs ?? MARKDOWN_BUDGET_MS): Promise<RenderedMarkdown> {
    return new Promise((settle) => {
      queue.push({ markdown, budgetMs, settle });
      if (!running) next();
    });
  }

  return {
    render,
    /** Starts the thread before the first render needs it (the server's start): loading takes about a second. */
    warm() {
      thread();
    },
    /** Stops the thread (the server's shutdown; tests). */
    async close() {
      queue.length = 0;
      await worker?.terminate();
      worker = undefined;
    },
  };
}

export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;

/** The server's one renderer: its thread starts with the first render. */
export const markdownRenderer = createMarkdownRenderer();
