/**
 * Passkeys in a real browser (issue 25): Chromium's virtual authenticator (CDP WebAuthn domain,
 * a platform authenticator with user verification, as an Android phone's password manager is).
 *
 * WebAuthn refuses IP-address origins ("This is an invalid domain"), and the shared e2e server's
 * PUBLIC_URL is http://127.0.0.1:<port>, so this spec starts its own server whose PUBLIC_URL is
 * http://localhost:<port>: the relying party is always the configured public origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from './fixtures';
import { authForm, expectSignedIn, uniqueName } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 3457) + 1000;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = '.tmp/e2e-passkeys-data';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  // One process (node with tsx's loader), so stopping it stops the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: ORIGIN,
      ADMIN_PASSWORD: 'e2e-passkeys-admin',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      SMTP_URL: '',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/settings`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the passkeys e2e server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('register a passkey on /profile, sign out, sign in with it (no username, no password)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  const username = uniqueName('passkey');
  const password = 'passkey-password-1';
  const registered = await page.request.post(`${ORIGIN}/api/register`, {
    data: { username, fullName: 'Passkey Learner', email: `${username}@example.com`, password },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${ORIGIN}/profile`);
  const panel = page.getByRole('region', { name: 'Your passkeys' });
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  await panel.getByLabel('Name for this passkey (optional)').fill('Test phone');
  await panel.getByLabel('Your current password').fill(password);
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByText('Test phone')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove passkey Test phone' })).toBeVisible();
  // A discoverable credential: the sign-in below needs no username.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  expect((await page.request.post(`${ORIGIN}/api/logout`, { data: {} })).status()).toBe(200);
  expect((await page.request.get(`${ORIGIN}/api/user`)).status()).toBe(401);

  await page.goto(`${ORIGIN}/auth`);
  const form = authForm(page);
  // The form's code (and with it the passkey button) loads when the visitor starts using the form.
  // Focused and left empty: pressing the button blurs nothing, so no message moves it mid-click.
  await form.getByLabel('Username').focus();
  await form.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
  await expectSignedIn(page, username);
  const me = await page.request.get(`${ORIGIN}/api/user`);
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { username: string }).username).toBe(username);
  // The virtual authenticator counted the use.
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);

  // Removing asks first: "Keep it" keeps it, "Yes, remove" removes it.
  await page.goto(`${ORIGIN}/profile`);
  const passkeys = page.getByRole('region', { name: 'Your passkeys' });
  await passkeys.getByRole('button', { name: 'Remove passkey Test phone' }).click();
  const asking = passkeys.getByRole('group', { name: 'Remove passkey Test phone?' });
  await expect(asking.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
  await asking.getByRole('button', { name: 'Keep it' }).click();
  await expect(asking).toBeHidden();
  await expect(passkeys.getByText('Test phone')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Remove passkey Test phone' }).click();
  await asking.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
});
