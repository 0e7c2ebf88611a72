/**
 * E2E: give every payment method instructions (test data), through the admin REST API. Cash is
 * paid at the office of the company record (Settings > General), so that gets a test address too.
 */
import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './helpers';

// A valid TRC-20 checksum over a made-up account (0x41 then twenty 0x11 bytes): nobody's real address.
export const E2E_USDT_ADDRESS = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';

export const E2E_PAYMENTS = {
  xcdRate: '2.7',
  cash: { accepted: true, whatToBring: 'Exact cash and your payment code' },
  mobanking: { bankName: 'E2E Bank', accountName: 'E2E School', accountNumber: '000111222', referenceFormat: 'Your payment code' },
  usdt: { network: 'TRC-20', address: E2E_USDT_ADDRESS },
};

/** The office learners pay cash at: General's address and hours. */
export const E2E_OFFICE = { officeAddress: '1 Test Street, Roseau', officeHours: 'Mon-Fri 9-5' };

async function asAdmin(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  return api;
}

export async function configurePayments(baseURL: string) {
  const api = await asAdmin(baseURL);
  // A save sends back the version it read (a save without one is refused) and takes the admin's
  // own password (step-up, issue 25).
  const current = (await (await api.get('/api/admin/settings')).json()) as { payments: { version: number } };
  const res = await api.put('/api/admin/settings/payments', {
    data: { ...E2E_PAYMENTS, version: current.payments.version, currentPassword: ADMIN.password },
  });
  if (!res.ok()) throw new Error(`saving payment settings failed: ${res.status()} ${await res.text()}`);
  // The test office, and nothing else of the company record: a PATCH keeps every field it does not
  // send, the contact email included (empty on a fresh install, where a save that sends it empty
  // is refused: probe 58, F5). Its own version: a stale save would be a 409.
  const { id, version } = (await (await api.get('/api/settings')).json()) as Record<string, unknown>;
  const general = await api.patch(`/api/settings/${String(id)}`, { data: { version, ...E2E_OFFICE } });
  if (!general.ok()) throw new Error(`saving the office failed: ${general.status()} ${await general.text()}`);
  await api.dispose();
}
