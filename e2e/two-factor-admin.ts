import { expect, request, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, uniqueName } from './helpers';

/** The authenticator's code for `secret`, `offsetSteps` periods of 30 s from now. */
export const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
export const wrongCode = (secret: string) => ('000000' === codeAt(secret, 1) ? '111111' : '000000');

/** A second admin (the primary one stays without 2FA for the other specs), without 2FA yet. */
export async function secondAdmin(baseURL: string | undefined) {
  const username = uniqueName('twofa');
  const password = 'twofa-password-1';
  const primary: APIRequestContext = await request.newContext({ baseURL });
  await primary.post('/api/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  // Making an admin takes the acting admin's own password (step-up).
  const created = await primary.post('/api/admin/users', {
    data: {
      username,
      fullName: 'Second Admin',
      email: `${username}@example.com`,
      password,
      role: 'admin',
      currentPassword: ADMIN.password,
    },
  });
  expect(created.status()).toBe(201);
  await primary.dispose();
  return { username, password };
}

/** A second admin, enrolled in 2FA over REST: its secret and recovery codes. */
export async function secondAdminWith2fa(baseURL: string | undefined) {
  const { username, password } = await secondAdmin(baseURL);
  const second = await request.newContext({ baseURL });
  await second.post('/api/login', { data: { username, password } });
  const secret = ((await (await second.post('/api/2fa/setup', { data: { password } })).json()) as { secret: string }).secret;
  const confirmed = await second.post('/api/2fa/confirm', { data: { code: codeAt(secret) } });
  expect(confirmed.status()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  await second.dispose();
  return { username, password, secret, recoveryCodes };
}
