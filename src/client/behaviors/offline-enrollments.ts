/**
 * The offline copy of /profile (issue 26, lib/offline-enrollments.ts): when the service worker answers a
 * /profile navigation with the offline page, this fills `[data-profile-copy]` with the learner's
 * enrollments as /profile last showed them, marked "Offline copy from <time>". Built with DOM
 * calls and textContent only: nothing from storage is ever parsed as HTML.
 */
import { forgetProfileCopyIfSignedOut, readProfileCopy, type ProfileCopyEnrollment } from '../lib/offline-enrollments';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function enrollmentCard(e: ProfileCopyEnrollment): HTMLElement {
  const card = el('article', 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900');
  card.append(el('h3', 'text-lg font-semibold', e.title), el('p', 'text-sm', `${e.status} · ${e.method}`));
  if (e.code) {
    const code = el('p', 'mt-2 text-sm', 'Payment code: ');
    code.append(el('strong', 'font-mono text-lg tracking-wider select-all', e.code));
    card.append(code);
  }
  // A free course's copy has no amount (nothing is owed).
  if (e.amounts.length > 0) card.append(el('p', 'mt-2 text-sm', `Amount: ${e.amounts.join(' · ')}`));
  if (e.details.length > 0) {
    const list = el('dl', 'mt-2 grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4');
    for (const d of e.details) list.append(el('dt', 'font-medium', d.label), el('dd', 'wrap-anywhere select-all', d.value));
    card.append(list);
  }
  if (e.quote) card.append(el('p', 'mt-2 text-sm', e.quote));
  if (e.reference) card.append(el('p', 'mt-2 text-sm', `Your reference: ${e.reference}`));
  card.append(el('p', 'mt-2 text-sm font-medium', `Next step: ${e.nextStep}`));
  return card;
}

export function installProfileCopy(root: Document) {
  // On every page, online or not: a session that ended unseen by any script takes its copy along.
  forgetProfileCopyIfSignedOut();
  const section = root.querySelector<HTMLElement>('[data-profile-copy]');
  if (!section || location.pathname !== '/profile') return;
  const copy = readProfileCopy();
  const savedAt = copy ? new Date(copy.savedAt) : null;
  section.append(el('h2', 'text-2xl font-bold', 'My Courses'));
  section.lastElementChild!.id = 'profile-copy-heading';
  // The phone may still say it is online while the site cannot be reached (probe 76, F4).
  const why = navigator.onLine ? 'The site could not be reached' : 'You are offline';
  if (!copy || !savedAt || Number.isNaN(savedAt.getTime())) {
    section.append(el('p', 'mt-2', `${why}, and no copy of your courses is saved on this device. Open My Courses once with a connection.`));
  } else {
    // The zone named, as every time the site shows (probe 78, F2): "Dec 2, 2026, 11:40 AM AST".
    const when = savedAt.toLocaleString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const badge = el('p', 'mt-2 rounded-md bg-amber-100 p-3 text-sm font-medium text-amber-950 dark:bg-amber-900/50 dark:text-amber-50');
    badge.setAttribute('role', 'status');
    badge.dataset.testid = 'offline-copy-notice';
    badge.textContent = `${why}. Offline copy from ${when}: it may be out of date.`;
    const list = el('div', 'mt-4 space-y-4');
    list.append(...copy.enrollments.map(enrollmentCard));
    section.append(badge, list);
    if (copy.enrollments.length === 0) section.append(el('p', 'mt-2', 'You have not enrolled in any courses yet'));
  }
  section.hidden = false;
}
