/**
 * The "how to pay" email repeats a payment reference the learner already gave with the enroll form,
 * instead of asking for it again (probe 32, F5); without one it still says where to add it.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentInstructions } from '../../shared/schemas/payments';
import { paymentInstructionsEmail } from './payment-templates';

const SITE = 'https://example.dm';
const usdt: PaymentInstructions = {
  method: 'usdt',
  label: 'USDT',
  details: [
    { label: 'Network', value: 'TRC-20' },
    { label: 'Address', value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  ],
  quote:
    'A USDT transfer cannot carry a memo or your payment code. After sending, add the transaction id (hash) to this enrollment as your payment reference, so we can match your payment.',
  warning: 'Send on TRC-20 only.',
  qrCode: null,
};
const mobanking: PaymentInstructions = {
  method: 'mobanking',
  label: 'Mobile Banking',
  details: [{ label: 'Account', value: '123456' }],
  quote: "Type DCE-ABCD in the transfer's reference (or description) field.",
  warning: null,
  qrCode: null,
};

const mail = (
  instructions: PaymentInstructions,
  more: { reference?: string | null; change?: { from: string; referenceCleared: boolean } } = {},
) =>
  paymentInstructionsEmail(
    'Dominica Crypto Education',
    {
      fullName: 'Ann Joseph',
      courseTitle: 'Workshop: Wallet Safety',
      amountDue: { usdCents: 1500, xcdCents: 4050, usdt: '15.00' },
      paymentCode: 'DCE-ABCD',
      instructions,
      ...more,
    },
    SITE,
  );

describe('the how-to-pay email', () => {
  it('without a reference asks for the transaction id after sending (USDT)', () => {
    const m = mail(usdt);
    expect(m.text).toContain('After sending, add the transaction id (hash) on your profile as your payment reference.');
    expect(m.text).toContain('add the transaction id (hash) to this enrollment');
    expect(m.text).not.toContain('We have your payment reference');
    expect(m.html).toContain('After sending, add the transaction id (hash) on your profile');
  });

  it('without a reference says where to add the bank reference (mobile banking)', () => {
    const m = mail(mobanking, { reference: null });
    expect(m.text).toContain('After paying, you can add your bank reference or receipt number on your profile.');
    expect(m.text).not.toContain('We have your payment reference');
  });

  it('with a USDT reference repeats it and no longer asks for it, in text and HTML', () => {
    const m = mail(usdt, { reference: 'tx-ABC123' });
    for (const part of [m.text, m.html]) {
      expect(part).toContain('We have your payment reference: tx-ABC123. We will check it and confirm by email');
      expect(part).not.toContain('After sending, add the transaction id');
      expect(part).not.toContain('to this enrollment as your payment reference');
    }
    expect(m.text).toContain(`${SITE}/profile`);
  });

  it('with a bank reference repeats it instead of asking for one', () => {
    const m = mail(mobanking, { reference: 'NBD-999' });
    expect(m.text).toContain('We have your payment reference: NBD-999.');
    expect(m.text).not.toContain('you can add your bank reference');
    // The transfer still quotes the payment code.
    expect(m.text).toContain("Type DCE-ABCD in the transfer's reference");
  });

  it('escapes the reference in the HTML part', () => {
    const m = mail(mobanking, { reference: '<b>R&D</b> "1"' });
    expect(m.html).toContain('We have your payment reference: &lt;b&gt;R&amp;D&lt;/b&gt; &quot;1&quot;.');
    expect(m.html).not.toContain('<b>R&D</b>');
    expect(m.text).toContain('We have your payment reference: <b>R&D</b> "1".');
  });

  it('does not repeat a reference a method change removed', () => {
    const m = mail(usdt, { reference: 'tx-OLD', change: { from: 'Cash', referenceCleared: true } });
    expect(m.text).not.toContain('tx-OLD');
    expect(m.text).toContain('After sending, add the transaction id (hash) on your profile');
  });

  it('writes large amounts with thousands separators, as every page does (probe 78, F7)', () => {
    const m = paymentInstructionsEmail(
      'Dominica Crypto Education',
      {
        fullName: 'Ann Joseph',
        courseTitle: 'Workshop: Wallet Safety',
        amountDue: { usdCents: 100_000_000, xcdCents: 270_000_000, usdt: '1000000.00' },
        paymentCode: 'DCE-ABCD',
        instructions: usdt,
      },
      SITE,
    );
    for (const amount of ['US$1,000,000.00', 'EC$2,700,000.00', '1,000,000.00 USDT']) {
      expect(m.text, amount).toContain(amount);
      expect(m.html, amount).toContain(amount);
    }
  });
});
