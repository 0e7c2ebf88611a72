/** Test fixtures: complete payment instructions so every method can be chosen (test data only). */
import type { Db } from '../src/server/db/client';
import { settingsSections } from '../src/server/db/schema';
import type { PaymentSettings } from '../src/shared/schemas/payments';

export const TEST_PAYMENT_SETTINGS: PaymentSettings = {
  xcdRate: '2.7',
  // Where the office is comes from the company record (Settings > General), not from here.
  cash: { accepted: true, whatToBring: 'Exact cash and your payment code' },
  mobanking: { bankName: 'Test Bank', accountName: 'Test Account', accountNumber: '000111222', referenceFormat: 'Your payment code' },
  // A valid TRC-20 checksum over a made-up account (0x41 then twenty 0x11 bytes): nobody's real address.
  usdt: { network: 'TRC-20', address: 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV' },
};

export async function configurePayments(db: Db, settings: PaymentSettings = TEST_PAYMENT_SETTINGS) {
  await db
    .insert(settingsSections)
    .values({ section: 'payments', value: settings })
    .onConflictDoUpdate({ target: settingsSections.section, set: { value: settings } });
}
