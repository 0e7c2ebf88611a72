/**
 * Passkeys in a real browser (issue 25): Chromium's virtual authenticator (CDP WebAuthn domain,
 * a platform authenticator with user verification, as an Android phone's password manager is).
 *
 * WebAuthn refuses IP-address origins ("This is an invalid domain"), and the shared e2e server's
 * PUBLIC_URL is http://127.0.0.1:<port>, so this spec starts its own server whose PUBLIC_URL is
 * http://localhost:<port>: the relying party is always the configured public origin.
 */
import { expect, test } from './fixtures';
import { authForm, expectSignedIn, uniqueName } from './helpers';
import { E2E_PASSKEYS_PORT } from './ports';
import { startSiteServer, type SiteServer } from './site-server';

const ORIGIN = `http://localhost:${E2E_PASSKEYS_PORT}`;
let server: SiteServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSiteServer({
    port: E2E_PASSKEYS_PORT,
    dataDir: '.tmp/e2e-passkeys-data',
    publicUrl: ORIGIN,
    adminPassword: 'e2e-passkeys-admin',
    sendMail: false,
  });
});

test.afterAll(async () => {
  await server?.stop();
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

test('a username whose passkey is not on this device, one without passkeys and one with no account end the same way', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const authenticatorOptions = {
    options: {
      protocol: 'ctap2' as const,
      transport: 'internal' as const,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  };
  // The owner adds a passkey on another phone: an authenticator this browser then no longer has.
  const otherPhone = await cdp.send('WebAuthn.addVirtualAuthenticator', authenticatorOptions);
  const owner = uniqueName('haskey');
  const password = 'passkey-password-2';
  expect(
    (
      await page.request.post(`${ORIGIN}/api/register`, {
        data: { username: owner, fullName: 'Has Key', email: `${owner}@example.com`, password },
      })
    ).status(),
  ).toBe(201);
  await page.goto(`${ORIGIN}/profile`);
  const panel = page.getByRole('region', { name: 'Your passkeys' });
  await panel.getByLabel('Your current password').fill(password);
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByRole('button', { name: /^Remove passkey/ })).toBeVisible();
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: otherPhone.authenticatorId });
  await cdp.send('WebAuthn.addVirtualAuthenticator', authenticatorOptions);
  expect((await page.request.post(`${ORIGIN}/api/logout`, { data: {} })).status()).toBe(200);
  // This phone holds a passkey of a third account (a family's shared phone). Offered to any name
  // that got an empty list, it would end in a refusal where a real account's absent passkey ends
  // in silence: the leak in the browser.
  const family = uniqueName('family');
  expect(
    (
      await page.request.post(`${ORIGIN}/api/register`, {
        data: { username: family, fullName: 'Family Phone', email: `${family}@example.com`, password },
      })
    ).status(),
  ).toBe(201);
  await page.goto(`${ORIGIN}/profile`);
  await panel.getByLabel('Your current password').fill(password);
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByRole('button', { name: /^Remove passkey/ })).toBeVisible();
  expect((await page.request.post(`${ORIGIN}/api/logout`, { data: {} })).status()).toBe(200);
  const withoutPasskey = uniqueName('nokey');
  expect(
    (
      await page.request.post(`${ORIGIN}/api/register`, {
        data: { username: withoutPasskey, fullName: 'No Key', email: `${withoutPasskey}@example.com`, password },
      })
    ).status(),
  ).toBe(201);
  expect((await page.request.post(`${ORIGIN}/api/logout`, { data: {} })).status()).toBe(200);

  const outcomes: string[] = [];
  for (const username of [owner, withoutPasskey, uniqueName('ghost')]) {
    await page.goto(`${ORIGIN}/auth`);
    const form = authForm(page);
    await form.getByLabel('Username').fill(username);
    const button = form.getByRole('button', { name: 'Sign in with a passkey' });
    await button.click();
    // The browser finds no passkey for the names it is given: the button is back, nobody signed in.
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Sign in with a passkey');
    expect((await page.request.get(`${ORIGIN}/api/user`)).status()).toBe(401);
    const said = await page.locator('[role="alert"], [role="status"], li[data-sonner-toast], [data-toast]').allInnerTexts();
    outcomes.push(
      `${new URL(page.url()).pathname} | ${said
        .map((text) => text.trim())
        .filter(Boolean)
        .join(' / ')}`,
    );
  }
  // Whatever the page says (or does not), it says the same for all three.
  test.info().annotations.push({ type: 'outcomes', description: outcomes.join('\n') });
  expect(new Set(outcomes).size, outcomes.join('\n')).toBe(1);
});
