/**
 * The sync's answer laid over the device's copy (fromAccount): what the account says wins for
 * everything the sync sent; what the reader did while it was in flight is kept and still flagged
 * for the next sync.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acknowledgePage,
  clearProgress,
  fromAccount,
  markPage,
  pagesToSend,
  passQuiz,
  progressFor,
  readProgress,
  writeProgress,
  type DeviceProgress,
} from './progress-store';

const empty: DeviceProgress = { pages: {}, quizzes: {}, removed: [], added: [], dirty: false, owner: null };
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
    expect(fromAccount(sent, sent, account, 7)).toEqual({
      pages: { 'lessons/defi': at, 'guides/wallets': at },
      quizzes: { defi: { at, answers: [] } },
      removed: [],
      added: [],
      dirty: false,
      owner: 7,
    });
  });

  it('keeps a page marked, a quiz passed and a page un-marked while the sync was in flight', () => {
    const sent = { ...markPage(empty, 'lessons/defi', true, at), dirty: true };
    let current = markPage(sent, 'lessons/nfts', true, later);
    current = passQuiz(current, 'nfts', [1, 0, 2], later);
    current = markPage(current, 'lessons/defi', false);
    const account = { progress: [{ collection: 'lessons', slug: 'defi', completedAt: at }], quizzes: [] };
    expect(fromAccount(sent, current, account, 7)).toEqual({
      pages: { 'lessons/nfts': later },
      quizzes: { nfts: { at: later, answers: [1, 0, 2] } },
      removed: ['lessons/defi'],
      added: ['lessons/nfts'],
      dirty: true,
      owner: 7,
    });
  });

  it('drops the un-marks the sync sent and keeps only those made since', () => {
    const sent = { ...markPage(markPage(empty, 'lessons/a', true, at), 'lessons/a', false), dirty: true };
    expect(sent.removed).toEqual(['lessons/a']);
    const current = markPage(sent, 'lessons/b', false);
    const result = fromAccount(sent, current, { progress: [], quizzes: [] }, 7);
    expect(result.removed).toEqual(['lessons/b']);
    expect(result.dirty).toBe(true);
  });
});

describe('whose copy it is (probe 23, D1: a shared computer)', () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const synced = (owner: number): DeviceProgress => ({ ...markPage(empty, 'lessons/defi', true, at), owner });

  it("an account's copy is its own: another account and a signed-out reader get nothing, and it is forgotten", () => {
    writeProgress(synced(7));
    expect(progressFor(7).pages).toEqual({ 'lessons/defi': at });
    expect(progressFor(8)).toEqual(empty);
    expect(localStorage.getItem('dce-progress-v1')).toBeNull();
    writeProgress(synced(7));
    expect(progressFor(null)).toEqual(empty);
    expect(readProgress()).toEqual(empty);
  });

  it('what was done signed out is kept for whoever signs in next (the page says so)', () => {
    writeProgress({ ...markPage(empty, 'lessons/defi', true, at), dirty: true });
    expect(progressFor(null).pages).toEqual({ 'lessons/defi': at });
    expect(progressFor(9).pages).toEqual({ 'lessons/defi': at });
  });

  it('a copy saved before copies said whose is taken by no one', () => {
    localStorage.setItem('dce-progress-v1', JSON.stringify({ pages: { 'lessons/defi': at }, quizzes: {}, removed: [], dirty: false }));
    expect(progressFor(3)).toEqual(empty);
    localStorage.setItem('dce-progress-v1', JSON.stringify({ pages: { 'lessons/defi': at }, quizzes: {}, removed: [], dirty: false }));
    expect(progressFor(null)).toEqual(empty);
  });

  it('a logout forgets the copy', () => {
    writeProgress(synced(7));
    clearProgress();
    expect(readProgress()).toEqual(empty);
  });
});

describe('what a sync sends (probe 28, F1)', () => {
  it("a copy that mirrors the account sends only the pages the account has not acknowledged, so another device's un-mark stands", () => {
    // Device A mirrors the account (defi and wallets done), then marks nfts; its PUT succeeds.
    const mirrored = fromAccount(
      empty,
      empty,
      {
        progress: [
          { collection: 'lessons', slug: 'defi', completedAt: at },
          { collection: 'lessons', slug: 'wallets', completedAt: at },
        ],
        quizzes: [],
      },
      7,
    );
    expect(pagesToSend(mirrored)).toEqual([]);
    const marked = { ...markPage(mirrored, 'lessons/nfts', true, later), dirty: true };
    expect(pagesToSend(marked)).toEqual([['lessons/nfts', later]]);
    // Acknowledged: nothing of it is left to send. Device B un-marks defi meanwhile; A's next sync
    // (a new tab) must not send defi back.
    expect(pagesToSend(acknowledgePage(marked, 'lessons/nfts'))).toEqual([]);
  });

  it('a copy made signed out sends every page: it is merged into the account that signs in, as the page promises', () => {
    const anonymous = markPage(markPage(empty, 'lessons/a', true, at), 'lessons/b', true, later);
    expect(pagesToSend(anonymous)).toEqual([
      ['lessons/a', at],
      ['lessons/b', later],
    ]);
  });

  it('a dirty copy saved before `added` existed still sends every page (nothing unsent is lost)', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
    localStorage.setItem('dce-progress-v1', JSON.stringify({ pages: { 'lessons/a': at }, quizzes: {}, removed: [], dirty: true, owner: 7 }));
    expect(pagesToSend(readProgress())).toEqual([['lessons/a', at]]);
    localStorage.setItem('dce-progress-v1', JSON.stringify({ pages: { 'lessons/a': at }, quizzes: {}, removed: [], dirty: false, owner: 7 }));
    expect(pagesToSend(readProgress())).toEqual([]);
    vi.unstubAllGlobals();
  });
});
