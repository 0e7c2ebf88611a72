import { describe, expect, it } from 'vitest';
import { summarize } from './activity-tab';

describe('the activity log’s details', () => {
  it('show a changed settings section as its values, not "[object Object]" (found by the probe of 2026-11-29)', () => {
    const text = summarize({ cash: [{ accepted: true }, { accepted: false }], paymentMethod: ['usdt', 'cash'], version: 3 });
    expect(text).toBe('cash: {"accepted":true} → {"accepted":false}; paymentMethod: usdt → cash; version: 3');
    expect(text).not.toContain('[object Object]');
  });
});
