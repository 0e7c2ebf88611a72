import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewThread, type PreviewWorker, type PreviewWorkerMessage } from './preview-thread';

/** A worker whose answers the test gives by hand, as the real one posts them. */
class FakeWorker implements PreviewWorker {
  onmessage: ((event: MessageEvent<PreviewWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  jobs: { id: number; markdown: string }[] = [];
  terminated = false;
  postMessage(message: { id: number; markdown: string }) {
    this.jobs.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  post(message: PreviewWorkerMessage) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
  answerLast() {
    const job = this.jobs.at(-1)!;
    this.post({ id: job.id, html: `<p>${job.markdown}</p>` });
  }
}

describe('the live preview thread', () => {
  let workers: FakeWorker[];
  const spawn = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  };
  beforeEach(() => {
    workers = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('formats a text once the worker has loaded, and counts the budget from then', async () => {
    const thread = createPreviewThread(spawn, 1_000);
    const result = thread.render('hello');
    // Loading the code takes longer than the budget (a slow network): not counted.
    await vi.advanceTimersByTimeAsync(5_000);
    workers[0]!.post({ ready: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(workers[0]!.jobs.map((j) => j.markdown)).toEqual(['hello']);
    workers[0]!.answerLast();
    await expect(result).resolves.toEqual({ kind: 'html', html: '<p>hello</p>' });
  });

  it('stops a worker over budget, says so, and starts a new one for the next text', async () => {
    const thread = createPreviewThread(spawn, 1_000);
    const slow = thread.render('*'.repeat(16_000));
    workers[0]!.post({ ready: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).resolves.toEqual({ kind: 'too-slow' });
    expect(workers[0]!.terminated).toBe(true);

    const next = thread.render('simple');
    expect(workers).toHaveLength(2);
    workers[1]!.post({ ready: true });
    await vi.advanceTimersByTimeAsync(0);
    workers[1]!.answerLast();
    await expect(next).resolves.toEqual({ kind: 'html', html: '<p>simple</p>' });
  });

  it('formats only the newest of the texts typed while one is being formatted', async () => {
    const thread = createPreviewThread(spawn, 1_000);
    const first = thread.render('a');
    workers[0]!.post({ ready: true });
    await vi.advanceTimersByTimeAsync(0);
    const second = thread.render('ab');
    const third = thread.render('abc');
    await expect(second).resolves.toEqual({ kind: 'superseded' });
    workers[0]!.answerLast();
    await expect(first).resolves.toEqual({ kind: 'html', html: '<p>a</p>' });
    await vi.advanceTimersByTimeAsync(0);
    expect(workers[0]!.jobs.map((j) => j.markdown)).toEqual(['a', 'abc']);
    workers[0]!.answerLast();
    await expect(third).resolves.toEqual({ kind: 'html', html: '<p>abc</p>' });
  });

  it('answers failed when the worker cannot load or throws, and tries a new one next time', async () => {
    const thread = createPreviewThread(spawn, 1_000);
    const offline = thread.render('x');
    workers[0]!.onerror?.({ message: 'failed to load' } as ErrorEvent);
    await expect(offline).resolves.toEqual({ kind: 'failed' });

    const deep = thread.render('> '.repeat(10));
    workers[1]!.post({ ready: true });
    await vi.advanceTimersByTimeAsync(0);
    workers[1]!.post({ id: workers[1]!.jobs[0]!.id, error: 'RangeError' });
    await expect(deep).resolves.toEqual({ kind: 'failed' });
  });

  it('answers failed when no worker can be made at all', async () => {
    const thread = createPreviewThread(() => {
      throw new Error('blocked');
    });
    await expect(thread.render('x')).resolves.toEqual({ kind: 'failed' });
  });

  it('close stops the worker and settles what waits', async () => {
    const thread = createPreviewThread(spawn, 1_000);
    const running = thread.render('a');
    workers[0]!.post({ ready: true });
    await vi.advanceTimersByTimeAsync(0);
    thread.close();
    await expect(running).resolves.toEqual({ kind: 'superseded' });
    expect(workers[0]!.terminated).toBe(true);
  });
});
