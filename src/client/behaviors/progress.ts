/**
 * "Mark as done", the lesson quizzes and the track progress on /education (issue 26, item 4),
 * without React: the server renders the button, the quiz and the track list; this paints them from
 * the device's copy (lib/progress-store.ts) and, for a signed-in learner, keeps the account in
 * step: each change is sent at once (REST, JSON), and what could not be sent (offline) or was done
 * while signed out is merged in by POST /api/progress/sync (union, earliest time) when the page
 * loads signed in, or when the connection comes back. The quiz is checked here, in the browser, so it
 * works offline; the server grades the same answers again before it counts a pass.
 */
import { hasSignedInMarker } from '../../shared/signed-in-marker';
import {
  acknowledgePage,
  fromAccount,
  markPage,
  pageKey,
  pagesToSend,
  passQuiz,
  progressFor,
  readProgress,
  writeProgress,
  type DeviceProgress,
} from '../lib/progress-store';

const SYNCED = 'dce-progress-synced';
/** Sent on window after a sync changed the account, so React parts (the profile) can refetch. */
export const SYNCED_EVENT = 'dce-progress-synced';

/**
 * Who the page was drawn for: the account id its progress parts carry; otherwise null (signed out)
 * once the signed-in marker is gone, and unknown while it is there. A page drawn for nobody while
 * the browser is signed in is a saved copy (the offline library serves the anonymous copy of each
 * page), not a sign of a logout: read as signed out, it forgot the account's copy with its unsent
 * marks (probe 28, F2). A session that ended clears the marker in the same answer
 * (trpc/session.ts), so a page drawn for nobody online still reads as signed out.
 */
function readerOf(root: Document): number | null | undefined {
  const part = root.querySelector<HTMLElement>('[data-progress-user]');
  if (part) {
    const id = Number(part.dataset.progressUser);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  }
  return hasSignedInMarker(document.cookie) ? undefined : null;
}

/** The device's copy as this page's reader may see it (lib/progress-store.ts `progressFor`). */
function current(root: Document): DeviceProgress {
  const reader = readerOf(root);
  return reader === undefined ? readProgress() : progressFor(reader);
}

/** The account the page is signed in as, if any. */
function accountOf(root: Document): number | undefined {
  const reader = readerOf(root);
  return typeof reader === 'number' ? reader : undefined;
}

async function send(method: 'PUT' | 'POST', path: string, body: unknown): Promise<Response> {
  return fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
}

/** Shows each page's done state, each track's count and each certificate hint. */
function paint(root: Document, progress: DeviceProgress) {
  root.querySelectorAll<HTMLElement>('[data-progress-page]').forEach((el) => {
    el.dataset.done = String(Boolean(progress.pages[el.dataset.progressPage ?? '']));
  });
  root.querySelectorAll<HTMLElement>('[data-quiz]').forEach((el) => {
    if (progress.quizzes[el.dataset.quiz ?? '']) el.dataset.passed = 'true';
  });
  root.querySelectorAll<HTMLElement>('[data-track]').forEach((track) => {
    const items = [...track.querySelectorAll<HTMLElement>('[data-track-item]')];
    let done = 0;
    let steps = 0;
    for (const item of items) {
      const key = item.dataset.trackItem ?? '';
      const quiz = item.dataset.trackQuiz;
      const pageDone = Boolean(progress.pages[key]);
      const quizDone = quiz ? Boolean(progress.quizzes[quiz]) : true;
      item.dataset.done = String(pageDone && quizDone);
      done += Number(pageDone) + (quiz ? Number(quizDone) : 0);
      steps += 1 + (quiz ? 1 : 0);
    }
    const complete = steps > 0 && done === steps;
    track.dataset.complete = String(complete);
    const count = track.querySelector('[data-track-count]');
    if (count) count.textContent = `${done} of ${steps} steps done`;
    const bar = track.querySelector<HTMLElement>('[data-track-bar]');
    if (bar) {
      bar.style.width = `${steps ? Math.round((done / steps) * 100) : 0}%`;
      bar.parentElement?.setAttribute('aria-valuenow', String(steps ? Math.round((done / steps) * 100) : 0));
    }
  });
}

function save(root: Document, progress: DeviceProgress) {
  writeProgress(progress);
  paint(root, progress);
}

/** Sends what the device holds and takes the account's answer as the device's copy. */
async function sync(root: Document): Promise<void> {
  const account = accountOf(root);
  if (account === undefined || !navigator.onLine) return;
  const local = progressFor(account);
  // Once per tab and account (another account may sign in later in this tab).
  if (!local.dirty && sessionStorage.getItem(SYNCED) === String(account)) return;
  try {
    for (const key of local.removed) {
      const [collection, slug] = key.split('/');
      await send('PUT', `/api/progress/${encodeURIComponent(collection ?? '')}/${encodeURIComponent(slug ?? '')}`, { done: false });
    }
    const response = await send('POST', '/api/progress/sync', {
      completions: pagesToSend(local).map(([key, completedAt]) => {
        const [collection = '', slug = ''] = key.split('/');
        return { collection, slug, completedAt };
      }),
      quizzes: Object.entries(local.quizzes)
        .filter(([, quiz]) => quiz.answers.length > 0)
        .map(([slug, quiz]) => ({ slug, answers: quiz.answers })),
    });
    if (!response.ok) return;
    save(root, fromAccount(local, progressFor(account), await response.json(), account));
    sessionStorage.setItem(SYNCED, String(account));
    window.dispatchEvent(new Event(SYNCED_EVENT));
  } catch {
    // Offline or the server is away: the device keeps its copy, flagged dirty, for the next try.
  }
}

function status(container: Element | null, text: string) {
  const el = container?.querySelector('[data-progress-status]');
  if (el) el.textContent = text;
}

async function toggle(root: Document, button: HTMLButtonElement) {
  const container = button.closest<HTMLElement>('[data-progress-page]');
  const key = container?.dataset.progressPage;
  if (!container || !key) return;
  const done = container.dataset.done !== 'true';
  const reader = readerOf(root);
  const account = typeof reader === 'number' ? reader : undefined;
  const before = current(root);
  // Unknown reader (a saved copy opened offline while signed in): the copy stays whose it was.
  const owner = account ?? (reader === undefined ? before.owner : null);
  let progress: DeviceProgress = { ...markPage(before, key, done), dirty: true, owner };
  save(root, progress);
  if (account === undefined) {
    status(
      container,
      owner !== null
        ? 'Saved on this device. It goes to your account when you are back online.'
        : done
          ? 'Marked as done on this device. Sign in to keep it in your account.'
          : 'Marked as not done.',
    );
    return;
  }
  const [collection = '', slug = ''] = key.split('/');
  try {
    const response = await send('PUT', `/api/progress/${encodeURIComponent(collection)}/${encodeURIComponent(slug)}`, { done });
    if (!response.ok) throw new Error(String(response.status));
    progress = acknowledgePage(readProgress(), key);
    writeProgress(progress);
    status(container, done ? 'Marked as done. Saved to your account.' : 'Marked as not done.');
  } catch {
    status(container, 'Saved on this device. It goes to your account when you are back online.');
  }
}

/** Checks the answers in the browser, shows every explanation, and records a pass. */
async function checkQuiz(root: Document, form: HTMLFormElement) {
  const quiz = form.closest<HTMLElement>('[data-quiz]');
  const slug = quiz?.dataset.quiz;
  if (!quiz || !slug) return;
  const questions = [...form.querySelectorAll<HTMLFieldSetElement>('[data-quiz-question]')];
  const answers = questions.map((q) => Number(q.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value ?? -1));
  if (answers.some((a) => a < 0)) {
    status(quiz, 'Answer every question, then check again.');
    return;
  }
  let right = 0;
  questions.forEach((question, index) => {
    const correct = answers[index] === Number(question.dataset.answer);
    right += Number(correct);
    question.dataset.result = correct ? 'right' : 'wrong';
    const feedback = question.querySelector<HTMLElement>('[data-quiz-feedback]');
    const verdict = question.querySelector('[data-quiz-verdict]');
    if (verdict) verdict.textContent = correct ? 'Correct. ' : 'Not quite. ';
    if (feedback) feedback.hidden = false;
  });
  const passed = right === questions.length;
  status(
    quiz,
    passed ? `All ${right} correct: quiz passed.` : `${right} of ${questions.length} correct. Read the explanations and try again.`,
  );
  if (!passed) return;
  const reader = readerOf(root);
  const account = typeof reader === 'number' ? reader : undefined;
  const before = current(root);
  save(root, { ...passQuiz(before, slug, answers), dirty: true, owner: account ?? (reader === undefined ? before.owner : null) });
  if (account === undefined) return;
  try {
    const response = await send('POST', `/api/quizzes/${encodeURIComponent(slug)}/attempts`, { answers });
    if (response.ok) status(quiz, `All ${right} correct: quiz passed and saved to your account.`);
  } catch {
    // Offline: the pass stays on the device (dirty) and is graded again at the next sync.
  }
}

export function installProgress(root: Document) {
  // The quiz's check button and live feedback need this code; without it the answers are in a <details>.
  root.querySelectorAll<HTMLElement>('[data-needs-script]').forEach((el) => (el.hidden = false));
  root.querySelectorAll<HTMLElement>('[data-without-script]').forEach((el) => (el.hidden = true));
  paint(root, current(root));
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-progress-toggle]') : null;
    if (button) void toggle(root, button);
  });
  root.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches('[data-quiz-form]') ? event.target : null;
    if (!form) return;
    event.preventDefault();
    void checkQuiz(root, form);
  });
  window.addEventListener('online', () => void sync(root));
  // Another tab marked something: show it here too.
  window.addEventListener('storage', (event) => event.key?.startsWith('dce-progress') && paint(root, current(root)));
  void sync(root);
}

/** For the whole app, where React renders these parts after the behaviours were installed. */
export function repaintProgress(root: Document = document) {
  root.querySelectorAll<HTMLElement>('[data-needs-script]').forEach((el) => (el.hidden = false));
  root.querySelectorAll<HTMLElement>('[data-without-script]').forEach((el) => (el.hidden = true));
  paint(root, current(root));
}

/** For the profile: merge the device's copy into the account now (the learner is signed in there). */
export function syncProgressNow(root: Document = document): Promise<void> {
  return sync(root);
}

export { pageKey };
