/**
 * The admin's live preview formats markdown on a Web Worker (preview-worker.ts) with a time budget,
 * as the server does for stored markdown (server/markdown/markdown-renderer.ts): some shapes (a long
 * run of `*`, very deep quotes) take the parser seconds or minutes, and on the page's own thread one
 * paste froze the tab, typing and all. Over budget the worker is stopped (a new one starts for the
 * next text) and the preview says so. Only the newest text is formatted: texts typed while one is
 * being formatted replace each other, and the ones replaced answer `superseded`.
 */

export type PreviewResult = { kind: 'html'; html: string } | { kind: 'too-slow' } | { kind: 'failed' } | { kind: 'superseded' };

/** The part of a Web Worker this uses (a test gives a fake one). */
export interface PreviewWorker {
  postMessage(message: { id: number; markdown: string }): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<PreviewWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** What preview-worker.ts posts: once `ready` when its code has loaded, then one answer a job. */
export type PreviewWorkerMessage = { ready: true } | { id: number; html: string } | { id: number; error: string };

/**
 * Twice the server's budget: an admin's phone may be slower than the server, and a text the server
 * would format must not be called too complex here.
 */
export const PREVIEW_BUDGET_MS = 3_000;

export interface PreviewThread {
  render(markdown: string): Promise<PreviewResult>;
  close(): void;
}

export function createPreviewThread(spawn: () => PreviewWorker, budgetMs = PREVIEW_BUDGET_MS): PreviewThread {
  let worker: PreviewWorker | null = null;
  /** True once the worker's code has loaded; false if it could not load. */
  let loaded: Promise<boolean> | null = null;
  let nextId = 0;
  let job: { id: number; finish: (result: PreviewResult) => void } | null = null;
  let busy = false;
  let waiting: { markdown: string; resolve: (result: PreviewResult) => void } | null = null;

  function stop() {
    worker?.terminate();
    worker = null;
    loaded = null;
  }

  function start(): Promise<boolean> {
    return new Promise((resolve) => {
      let current: PreviewWorker;
      try {
        current = spawn();
      } catch {
        resolve(false);
        return;
      }
      worker = current;
      current.onmessage = (event) => {
        const message = event.data;
        if ('ready' in message) resolve(true);
        else if (job && message.id === job.id) job.finish('html' in message ? { kind: 'html', html: message.html } : { kind: 'failed' });
      };
      // Its code did not load (offline, say), or it crashed during a job.
      current.onerror = () => {
        resolve(false);
        job?.finish({ kind: 'failed' });
        if (worker === current) stop();
      };
    });
  }

  async function format(markdown: string): Promise<PreviewResult> {
    // The budget is the parser's own: loading the worker's code on a slow network is not counted.
    if (!(await (loaded ??= start())) || !worker) {
      stop();
      return { kind: 'failed' };
    }
    const running = worker;
    return new Promise((resolve) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        job = null;
        stop();
        resolve({ kind: 'too-slow' });
      }, budgetMs);
      job = {
        id,
        finish: (result) => {
          clearTimeout(timer);
          job = null;
          resolve(result);
        },
      };
      running.postMessage({ id, markdown });
    });
  }

  function render(markdown: string): Promise<PreviewResult> {
    if (busy) {
      waiting?.resolve({ kind: 'superseded' });
      return new Promise((resolve) => {
        waiting = { markdown, resolve };
      });
    }
    busy = true;
    return format(markdown).finally(() => {
      busy = false;
      const next = waiting;
      waiting = null;
      if (next) void render(next.markdown).then(next.resolve);
    });
  }

  return {
    render,
    close() {
      waiting?.resolve({ kind: 'superseded' });
      waiting = null;
      job?.finish({ kind: 'superseded' });
      stop();
    },
  };
}
