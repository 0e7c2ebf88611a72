/**
 * The device's copy of learning progress (issue 26, item 4), in localStorage: pages marked done
 * ("lessons/defi" → when) and quizzes passed (slug → when, with the answers, so the server can
 * grade them again when the learner signs in). Signed out, it is the only copy; signed in, it
 * mirrors the account and holds what could not be sent yet (offline), flagged `dirty`.
 * A copy that mirrors an account says whose (`owner`) and is that account's alone: on a shared
 * computer it never shows to, or merges into, the next person (probe 23, D1). Only progress made
 * signed out (`owner` null) is merged into the account that signs in next, as the page promises.
 * No DOM here beyond localStorage, so it can be tested and shared.
 */
export interface DeviceProgress {
  pages: Record<string, string>;
  quizzes: Record<string, { at: string; answers: number[] }>;
  /** Pages un-marked while signed in but offline: sent as "not done" at the next sync. */
  removed: string[];
  /**
   * Pages marked done here that the account has not acknowledged yet (offline, or a request that
   * failed): the only pages a copy that mirrors the account sends at a sync. Sending every page it
   * holds put back a page the learner had un-marked on another device since (probe 28, F1).
   */
  added: string[];
  /** Something changed here that the account has not heard of yet. */
  dirty: boolean;
  /** The account this copy mirrors; null: made while signed out on this device. */
  owner: number | null;
}

const KEY = 'dce-progress-v1';
/**
 * The owner of a copy saved before copies said whose (before 2026-11-30): it may mirror any
 * account, so no reader takes it (no account id is 0). Forgotten once, at its next reading.
 */
const UNKNOWN_OWNER = 0;

export const pageKey = (collection: string, slug: string) => `${collection}/${slug}`;

function empty(): DeviceProgress {
  return { pages: {}, quizzes: {}, removed: [], added: [], dirty: false, owner: null };
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
      // A copy saved before `added` existed: a dirty one may hold any page unsent (as before).
      added: Array.isArray(parsed.added)
        ? parsed.added.filter((k): k is string => typeof k === 'string')
        : parsed.dirty === true
          ? Object.keys(pages)
          : [],
      dirty: parsed.dirty === true,
      owner: typeof parsed.owner === 'number' ? parsed.owner : parsed.owner === null ? null : UNKNOWN_OWNER,
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

/** Forgets the device's copy (a logout: what mirrored the account stays in the account). */
export function clearProgress(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, or storage blocked.
  }
}

/**
 * The copy as `reader` may see it (an account id, or null when signed out): another account's copy
 * is forgotten, and so is any account's once the reader is signed out (its session ended, however).
 */
export function progressFor(reader: number | null): DeviceProgress {
  const progress = readProgress();
  if (progress.owner === null || progress.owner === reader) return progress;
  clearProgress();
  return empty();
}

export function markPage(progress: DeviceProgress, key: string, done: boolean, at = new Date().toISOString()): DeviceProgress {
  const pages = { ...progress.pages };
  if (done) pages[key] ??= at;
  else delete pages[key];
  const removed = done ? progress.removed.filter((k) => k !== key) : [...new Set([...progress.removed, key])];
  const added = done ? [...new Set([...progress.added, key])] : progress.added.filter((k) => k !== key);
  return { ...progress, pages, removed, added };
}

/** The account acknowledged this page's state (its PUT succeeded): nothing of it is left to send. */
export function acknowledgePage(progress: DeviceProgress, key: string): DeviceProgress {
  const removed = progress.removed.filter((k) => k !== key);
  const added = progress.added.filter((k) => k !== key);
  return { ...progress, removed, added };
}

/**
 * The pages a sync sends as done: all of a copy made signed out (merged into the account that
 * signs in, as the page promises), only the unacknowledged ones of a copy that mirrors the account.
 */
export function pagesToSend(progress: DeviceProgress): [string, string][] {
  const pages = Object.entries(progress.pages);
  return progress.owner === null ? pages : pages.filter(([key]) => progress.added.includes(key));
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
export function fromAccount(sent: DeviceProgress, current: DeviceProgress, account: AccountProgress, owner: number): DeviceProgress {
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
  // Un-marks the sync sent are done; any made since still have to go; so do marks made since.
  const removed = current.removed.filter((key) => !sent.removed.includes(key));
  const added = markedSince.filter((key) => current.added.includes(key));
  return { pages, quizzes, removed, added, dirty: changedSince || removed.length > 0, owner };
}
