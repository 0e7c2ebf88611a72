import { describe, expect, it } from 'vitest';
import { exchanges, walletCost, wallets } from './comparisons';

describe('comparison data', () => {
  it('derives wallet cost from the type', () => {
    expect(walletCost('Hardware')).toBe('$50-$200');
    expect(['Mobile', 'Desktop', 'Web'].map((t) => walletCost(t as 'Mobile'))).toEqual(['Free', 'Free', 'Free']);
    expect(walletCost('Paper')).toBe('Free (printing)');
    expect(wallets.map((w) => w.type)).toEqual(['Hardware', 'Mobile', 'Desktop', 'Web', 'Paper']);
  });

  it('lists the spec fees and a source note for every row', () => {
    expect(exchanges.filter((e) => e.fees === '0.1% trading')).toHaveLength(2);
    expect(exchanges.some((e) => e.fees === '0.5% to 4.5%')).toBe(true);
    expect(exchanges.some((e) => e.fees === '1-5%')).toBe(true);
    for (const row of [...exchanges, ...wallets]) expect(row.source.length).toBeGreaterThan(10);
  });

  it('carries the dated, officially sourced US guilty pleas of Binance (2023) and KuCoin (2025)', () => {
    const record = (name: string) => exchanges.find((e) => e.name === name)?.record;
    expect(record('Binance')).toMatchObject({ date: '2023', url: expect.stringMatching(/^https:\/\/www\.justice\.gov\//) });
    expect(record('Binance')?.text).toMatch(/guilty/);
    expect(record('KuCoin')).toMatchObject({ date: '2025', url: expect.stringMatching(/^https:\/\/www\.justice\.gov\//) });
    expect(record('KuCoin')?.text).toMatch(/guilty[\s\S]*identity checks were optional until 2023/);
  });
});
