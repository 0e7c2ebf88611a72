import { QueryObserver } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client after a change is saved', () => {
  it('reads again what is on screen and drops what is not, whichever form saved', async () => {
    const client = createQueryClient();
    let shownReads = 0;
    let hiddenReads = 0;
    const shown = new QueryObserver(client, { queryKey: ['shown'], queryFn: async () => ++shownReads });
    const unsubscribe = shown.subscribe(() => {});
    await client.fetchQuery({ queryKey: ['hidden'], queryFn: async () => ++hiddenReads });
    await vi.waitFor(() => expect(shownReads).toBe(1));

    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved' })
      .execute(undefined);

    await vi.waitFor(() => expect(shownReads).toBe(2));
    expect(client.getQueryData(['shown'])).toBe(2);
    // Not on screen: gone, so whatever shows it next reads it first.
    expect(client.getQueryCache().find({ queryKey: ['hidden'] })).toBeUndefined();
    expect(hiddenReads).toBe(1);
    unsubscribe();
  });

  it('a failed save changes nothing cached', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['kept'], queryFn: async () => 'before' });
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          throw new Error('offline');
        },
      })
      .execute(undefined)
      .catch(() => {});
    expect(client.getQueryData(['kept'])).toBe('before');
  });

  it('a save that got no answer may have been stored: what is on screen is read again (probe 68, F1)', async () => {
    const client = createQueryClient();
    let reads = 0;
    const shown = new QueryObserver(client, { queryKey: ['list'], queryFn: async () => ++reads });
    const unsubscribe = shown.subscribe(() => {});
    await vi.waitFor(() => expect(reads).toBe(1));
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          throw TRPCClientError.from(new TypeError('Failed to fetch'));
        },
      })
      .execute(undefined)
      .catch(() => {});
    await vi.waitFor(() => expect(reads).toBe(2));
    unsubscribe();
  });
});
