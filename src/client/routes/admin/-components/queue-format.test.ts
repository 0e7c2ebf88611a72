import { describe, expect, it } from 'vitest';
import { methodLabel } from './queue-format';

describe('methodLabel', () => {
  // Found by the browser probe of 2026-11-29: the queue said "USDT (TRC-20)" while the site's
  // payment settings (and the learner's instructions) named ERC-20.
  it('names the USDT network the payment settings name, and none when none is set', () => {
    expect(methodLabel('usdt', 'ERC-20')).toBe('USDT (ERC-20)');
    expect(methodLabel('usdt', 'TRC-20')).toBe('USDT (TRC-20)');
    expect(methodLabel('usdt', '')).toBe('USDT');
    expect(methodLabel('cash', 'ERC-20')).not.toMatch(/20/);
  });
});
