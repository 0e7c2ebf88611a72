/**
 * The sync's answer laid over the device's copy (fromAccount): what the account says wins for
 * everything the sync sent; what the reader did while it was in flight is kept and still flagged
 * for the next sync.
 */
import { describe, expect, it } from 'vitest';
import { fromAccount, markPage, passQuiz, type DeviceProgress } from './progress-store';

const empty: DeviceProgress = { pages: {}, quizzes: {}, removed: [], dirty: false };
const at = '2026-11-20T10:00:00.000Z';
const later = '2026-11-20T10:05:00.000Z';

describe('fromAccount', () => {
  it('takes the account as the device copy when nothing happened during the sync', () => {
    const sent = { ...markPage(empty, 'lessons/defi', true, at), dirty: true };
    const account = {
      progress: [
        { collection: 'lessons', slug: 'defi', completedAt: at },
        { collection: 'guides', slug: 'wallets', completedAt: at },
      ],
      quizzes: [{ slug: 'defi', passedAt: at }],
    };
    expect(fromAccount(sent, sent, account)).toEqual({
      pages: { 'lessons/defi': at, 'guides/wallets': at },
      quizzes: { defi: { at, answers: [] } },
      removed: [],
      dirty: false,
    });
  });

  it('keeps a page marked, a quiz passed and a page un-marked while the sync was in flight', () => {
    const sent = { ...markPage(empty, 'lessons/defi', true, at), dirty: true };
    let current = markPage(sent, 'lessons/nfts', true, later);
    current = passQuiz(current, 'nfts', [1, 0, 2], later);
    current = markPage(current, 'lessons/defi', false);
    const account = { progress: [{ collection: 'lessons', slug: 'defi', completedAt: at }], quizzes: [] };
    expect(fromAccount(sent, current, account)).toEqual({
      pages: { 'lessons/nfts': later },
      quizzes: { nfts: { at: later, answers: [1, 0, 2] } },
      removed: ['lessons/defi'],
      dirty: true,
    });
  });

  it('drops the un-marks the sync sent and keeps only those made since', () => {
    const sent = { ...markPage(markPage(empty, 'lessons/a', true, at), 'lessons/a', false), dirty: true };
    expect(sent.removed).toEqual(['lessons/a']);
    const current = markPage(sent, 'lessons/b', false);
    const result = fromAccount(sent, current, { progress: [], quizzes: [] });
    expect(result.removed).toEqual(['lessons/b']);
    expect(result.dirty).toBe(true);
  });
});
