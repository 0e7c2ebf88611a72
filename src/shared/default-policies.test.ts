/**
 * The policy texts a fresh install starts with hold whatever payment methods the operator accepts
 * (Site Settings → Payments may offer cash alone, or nothing yet): none lists the methods as if all
 * were offered (probe 28, F9 for the refund policy; probe 29, F8 for the privacy policy).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COOKIE_POLICY,
  DEFAULT_DISCLAIMER,
  DEFAULT_PRIVACY_POLICY,
  DEFAULT_REFUND_POLICY,
  DEFAULT_TERMS_OF_SERVICE,
} from './default-policies';

const POLICIES = {
  privacy: DEFAULT_PRIVACY_POLICY,
  terms: DEFAULT_TERMS_OF_SERVICE,
  cookies: DEFAULT_COOKIE_POLICY,
  disclaimer: DEFAULT_DISCLAIMER,
  refunds: DEFAULT_REFUND_POLICY,
};

const PAYMENT_METHODS = /\b(cash|mobile banking|USDT)\b/gi;
const methodsNamed = (line: string) => new Set([...line.matchAll(PAYMENT_METHODS)].map((m) => m[1]!.toLowerCase()));

describe('the default policies', () => {
  it('never list the payment methods as if all were accepted ("cash, mobile banking or USDT")', () => {
    for (const [name, text] of Object.entries(POLICIES)) {
      for (const line of text.split('\n')) expect(methodsNamed(line).size, `${name}: ${line}`).toBeLessThanOrEqual(1);
    }
  });

  it('the privacy policy names no payment method, and still says the chosen one and the reference are kept', () => {
    expect([...methodsNamed(DEFAULT_PRIVACY_POLICY)]).toEqual([]);
    expect(DEFAULT_PRIVACY_POLICY).toMatch(/the payment method you choose[^\n]*, any payment reference you type/);
  });
});
