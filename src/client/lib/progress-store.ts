/**
 * The device's copy of learning progress (issue 26, item 4), in localStorage: pages marked done
 * ("lessons/defi" → when) and quizzes passed (slug → when, with the answers, so the server can
 * grade them again when the learner signs in). Signed out, it is the only copy; signed in, it
 * mirrors the account and holds what could not be sent yet (offline), flagged `dirty`.
 * No DOM here beyond localStorage, so it can be tested and shared.
 */
export interface DeviceProgress {
  pages: Record<string, string>;
  quizzes: Record<string, { at: string; answers: number[] }>;
  /** Pages un-marked while signed in but offline: sent as "not done" at the next sync. */
  removed: string[];
  /** Something changed here that the account has not heard of yet. */
  dirty: boolean;
}

const KEY = 'dce-progress-v1';

export const pageKey = (collection: string, slug: string) => `${collection}/${slug}`;

function empty(): DeviceProgress {
  return { pages: {}, quizzes: {}, removed: [], dirty: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is stored, or an empty record: a damaged or foreign value never breaks the page. */
export function readProgress(): DeviceProgress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!isRecord(parsed)) return empty();
    const pages = isRecord(parsed.pages) ? parsed.pages : {};
    const quizzes = isRecord(parsed.quizzes) ? parsed.quizzes : {};
    return {
      pages: Object.fromEntries(Object.entries(pages).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      quizzes: Object.fromEntries(
        Object.entries(quizzes).filter(
          (entry): entry is [string, { at: string; answers: number[] }] =>
            isRecord(entry[1]) && typeof entry[1].at === 'string' && Array.isArray(entry[1].answers),
        ),
      ),
      removed: Array.isArray(parsed.removed) ? parsed.removed.filter((k): k is string => typeof k === 'string') : [],
      dirty: parsed.dirty === true,
    };
  } catch {
    return empty();
  }
}

export function writeProgress(progress: DeviceProgress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked (private mode): progress lives only as long as the page.
  }
}

export function markPage(progress: DeviceProgress, key: string, done: boolean, at = new Date().toISOString()): DeviceProgress {
  const pages = { ...progress.pages };
  if (done) pages[key] ??= at;
  else delete pages[key];
  const removed = done ? progress.removed.filter((k) => k !== key) : [...new Set([...progress.removed, key])];
  return { ...progress, pages, removed };
}

export function passQuiz(progress: DeviceProgress, slug: string, answers: number[], at = new Date().toISOString()): DeviceProgress {
  return { ...progress, quizzes: { ...progress.quizzes, [slug]: progress.quizzes[slug] ?? { at, answers } } };
}

type AccountProgress = {
  progress: { collection: string; slug: string; completedAt: string }[];
  quizzes: { slug: string; passedAt: string }[];
};

/**
 * The account's answer to a sync becomes the device's copy, with what the reader did on this device
 * while that sync was in flight laid on top: `sent` is the copy the sync sent, `current` the copy
 * now. Without the second part a "Mark as done" pressed during a slow sync was painted undone when
 * the answer arrived (the answer predates it), though its own request had saved it.
 */
export function fromAccount(sent: DeviceProgress, current: DeviceProgress, account: AccountProgress): DeviceProgress {
  const pages: Record<string, string> = Object.fromEntries(account.progress.map((p) => [pageKey(p.collection, p.slug), p.completedAt]));
  const quizzes: DeviceProgress['quizzes'] = Object.fromEntries(
    account.quizzes.map((q) => [q.slug, { at: q.passedAt, answers: current.quizzes[q.slug]?.answers ?? [] }]),
  );
  const markedSince = Object.keys(current.pages).filter((key) => sent.pages[key] === undefined);
  const unmarkedSince = Object.keys(sent.pages).filter((key) => current.pages[key] === undefined);
  const passedSince = Object.keys(current.quizzes).filter((slug) => sent.quizzes[slug] === undefined);
  for (const key of markedSince) pages[key] ??= current.pages[key]!;
  for (const key of unmarkedSince) delete pages[key];
  for (const slug of passedSince) quizzes[slug] ??= current.quizzes[slug]!;
  const changedSince = markedSince.length + unmarkedSince.length + passedSince.length > 0;
  // Un-marks the sync sent are done; any made since still have to go.
  const removed = current.removed.filter((key) => !sent.removed.includes(key));
  return { pages, quizzes, removed, dirty: changedSince || removed.length > 0 };
}
