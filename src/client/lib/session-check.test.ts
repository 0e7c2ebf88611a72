/**
 * The session check on entering a signed-in page (probe 69 A, F1; probe 70, F1 and F2): a
 * different session loads the page afresh without first showing the new one in the tab's cache,
 * and no answer (offline) keeps what the tab holds at once, even while the cache's own re-read of
 * the user is paused offline.
 */
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../server/routers/_app';
import type { CurrentUser } from '../trpc';
import { createQueryClient } from './query-client';
import { confirmedUser, entersPrivatePage } from './session-check';

const alice: CurrentUser = {
  id: 7,
  username: 'alice',
  fullName: 'Alice',
  email: 'alice@example.dm',
  role: 'user',
  twoFactorSetupRequired: false,
};
const bob: CurrentUser = { ...alice, id: 8, username: 'bob', email: 'bob@example.dm' };

/** What the server answers to auth.current next: a user, nobody, or no answer at all. */
let answer: () => CurrentUser | null | 'offline';
let asked = 0;
const serverLink: TRPCLink<AppRouter> = () => () =>
  observable((observer) => {
    asked++;
    const next = answer();
    if (next === 'offline') observer.error(TRPCClientError.from(new TypeError('Failed to fetch')));
    else {
      observer.next({ result: { type: 'data', data: next } });
      observer.complete();
    }
  });

function tab(holding: CurrentUser | null) {
  const trpcClient = createTRPCClient<AppRouter>({ links: [serverLink] });
  const queryClient = createQueryClient();
  const trpc = createTRPCQueryUtils({ client: trpcClient, queryClient });
  trpc.auth.current.setData(undefined, holding);
  return { trpc, trpcClient, queryClient };
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

let assign: ReturnType<typeof vi.fn>;
const stored = new Map<string, string>();
beforeEach(() => {
  asked = 0;
  assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('confirming the session when a signed-in page is entered', () => {
  it('the same session: answered, and the fresher copy is kept', async () => {
    const { trpc, trpcClient } = tab(alice);
    answer = () => ({ ...alice, fullName: 'Alice Renamed' });
    expect(await confirmedUser({ trpc, trpcClient }, '/profile')).toMatchObject({ id: 7, fullName: 'Alice Renamed' });
    expect(trpc.auth.current.getData()?.fullName).toBe('Alice Renamed');
    expect(asked, 'the server was asked, not the copy in the cache').toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out elsewhere', null],
    ['another account signed in', bob],
    ['the same account, now a learner', { ...alice, role: 'user' as const, id: 7 }],
  ])('%s: the page is loaded afresh; the tab shows no other session meanwhile, and the old copies go', async (_case, now) => {
    const held: CurrentUser = { ...alice, role: 'admin' };
    const { trpc, trpcClient } = tab(held);
    stored.set('dce-profile-copy', '{"userId":7}');
    answer = () => now;
    const confirmed = confirmedUser({ trpc, trpcClient }, '/admin/users');
    expect(await settled(confirmed), 'the navigation waits for the fresh load').toBe(false);
    expect(assign).toHaveBeenCalledWith('/admin/users');
    // The header keeps the session its page was read for until the new page arrives.
    expect(trpc.auth.current.getData()).toEqual(held);
    expect(stored.has('dce-profile-copy')).toBe(now?.id !== 7 ? false : true);
  });

  it('offline, even while the cache re-reads the user paused: the tab keeps what it holds, at once, every time', async () => {
    const { trpc, trpcClient, queryClient } = tab(alice);
    onlineManager.setOnline(false);
    answer = () => 'offline';
    expect(await confirmedUser({ trpc, trpcClient }, '/account')).toEqual(alice);
    // The header's re-read of the user, which the cache pauses until the browser is online.
    const header = new QueryObserver(queryClient, { ...trpc.auth.current.queryOptions(), staleTime: 0 });
    const stop = header.subscribe(() => {});
    await trpc.auth.current.invalidate().catch(() => {});
    expect(queryClient.getQueryCache().find({ queryKey: trpc.auth.current.queryOptions().queryKey })?.state.fetchStatus).toBe('paused');
    const second = confirmedUser({ trpc, trpcClient }, '/profile');
    expect(await settled(second), 'the check waited for the paused re-read').toBe(true);
    expect(await second).toEqual(alice);
    expect(assign).not.toHaveBeenCalled();
    stop();
  });
});

describe('which navigations ask', () => {
  const match = (access: 'public' | 'signed-in' | 'admin', cause: 'enter' | 'stay') => ({
    staticData: { hydrate: 'app' as const, query: [], access },
    cause,
  });
  it('entering a signed-in page asks; staying on one (its own query changing) or a public page does not', () => {
    expect(entersPrivatePage([match('public', 'stay'), match('admin', 'stay'), match('admin', 'enter')])).toBe(true);
    expect(entersPrivatePage([match('public', 'stay'), match('signed-in', 'enter')])).toBe(true);
    expect(entersPrivatePage([match('public', 'stay'), match('admin', 'stay'), match('admin', 'stay')])).toBe(false);
    expect(entersPrivatePage([match('public', 'stay'), match('public', 'enter')])).toBe(false);
  });
});
