import { describe, expect, it } from 'vitest';
import { exchanges, walletCost, wallets } from './comparisons';

describe('comparison data', () => {
  it('derives wallet cost from the type', () => {
    expect(walletCost('Hardware')).toBe('$50-$200');
    expect(['Mobile', 'Desktop', 'Web'].map((t) => walletCost(t as 'Mobile'))).toEqual(['Free', 'Free', 'Free']);
    expect(walletCost('Paper')).toBe('Free (printing)');
    expect(wallets.map((w) => w.type)).toEqual(['Hardware', 'Mobile', 'Desktop', 'Web', 'Paper']);
  });

  it('lists the sourced fees, says where an unsourced figure must be checked, and gives a source note for every row', () => {
    expect(exchanges.filter((e) => e.fees === '0.1% trading')).toHaveLength(2);
    // The spec's "0.5% to 4.5%" (Coinbase) and "1-5%" (local exchanges) have no source we could read:
    // those rows say where the reader finds the real figure instead of stating one (issue 28).
    for (const name of ['Coinbase', 'Local / peer-to-peer exchanges']) {
      const row = exchanges.find((e) => e.name === name)!;
      expect(row.fees, name).not.toMatch(/\d/);
      expect(row.fees, name).toMatch(/varies/i);
    }
    for (const row of [...exchanges, ...wallets]) expect(row.source.length).toBeGreaterThanOrEqual(10);
  });

  it('carries the dated US guilty pleas of Binance (2023) and KuCoin (2025), each linked to a report of the plea itself', () => {
    const record = (name: string) => exchanges.find((e) => e.name === name)?.record;
    expect(record('Binance')).toMatchObject({ date: '2023', url: expect.stringMatching(/2023-11-21.*plead-guilty/) });
    expect(record('Binance')?.text).toMatch(/guilty/);
    expect(record('KuCoin')).toMatchObject({ date: '2025', url: expect.stringMatching(/2025\/01\/27\/kucoin-pleads-guilty/) });
    expect(record('KuCoin')?.text).toMatch(/guilty[\s\S]*identity checks were optional until 2023/);
  });
});
