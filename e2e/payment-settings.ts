/** E2E: give every payment method instructions (test data), through the admin REST API. */
import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './helpers';

export const E2E_USDT_ADDRESS = 'TTestAddressForTheTestSuite1234567';

export const E2E_PAYMENTS = {
  xcdRate: '2.7',
  cash: { officeAddress: '1 Test Street, Roseau', hours: 'Mon-Fri 9-5', whatToBring: 'Exact cash and your payment code' },
  mobanking: { bankName: 'E2E Bank', accountName: 'E2E School', accountNumber: '000111222', referenceFormat: 'Your payment code' },
  usdt: { network: 'TRC-20', address: E2E_USDT_ADDRESS },
};

async function asAdmin(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  return api;
}

export async function configurePayments(baseURL: string) {
  const api = await asAdmin(baseURL);
  // Saving payment details takes the admin's own password (step-up, issue 25).
  const res = await api.put('/api/admin/settings/payments', { data: { ...E2E_PAYMENTS, currentPassword: ADMIN.password } });
  if (!res.ok()) throw new Error(`saving payment settings failed: ${res.status()} ${await res.text()}`);
  await api.dispose();
}
