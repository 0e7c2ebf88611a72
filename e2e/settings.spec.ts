import { ANY_SCREEN, expect, newVisitor, test } from './fixtures';
import { ADMIN, login, notice, register, uniqueName } from './helpers';
import { readMailbox } from './mailbox';

test('an admin changes the company name and primary colour; a visitor gets both in the server-rendered page', async ({ page, request }) => {
  const name = `Nature Isle Crypto ${uniqueName('S')}`;
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/settings');
  await page.getByLabel('Site name').fill(name);
  // A fresh install has no contact email yet, and General is not saved without one (spec section 5).
  await page.getByLabel('Contact email').fill('hello@school.example');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings have been updated successfully.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Appearance' }).click();
  await page.getByLabel('Primary color').fill('#c2410c');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Appearance settings have been updated successfully.')).toBeVisible();

  // No JavaScript involved: the HTML itself carries the new name and colour.
  const html = await (await request.get('/')).text();
  expect(html).toContain(name);
  expect(html).toContain('--color-primary:194 65 12');

  // Put the defaults back for the other tests.
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Appearance' }).click();
  await page.getByLabel('Primary color').fill('#3B82F6');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Appearance settings have been updated successfully.')).toBeVisible();
});

test('a low-contrast primary colour is warned about while typed, and refused on save', async ({ page, request }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/settings?tab=appearance');
  const primary = page.getByLabel('Primary color');
  // Yellow: white button text on it would be unreadable (the "white on yellow" hero).
  await primary.fill('#FFE94D');
  await expect(primary).toHaveAccessibleDescription(
    /White text on this primary colour has a contrast of \d\.\d:1; at least 4\.5:1 is needed/,
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Appearance settings have been updated successfully.')).toHaveCount(0);
  // Nothing was stored: the page visitors get still has the previous primary colour.
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('--color-primary:255 233 77');
  await page.reload();
  await expect(page.getByLabel('Primary color')).not.toHaveValue('#FFE94D');
});

test('a visitor resets a forgotten password from the emailed link', ANY_SCREEN, async ({ page }) => {
  test.setTimeout(60_000);
  const username = uniqueName('forgetful');
  const email = `${username}@example.com`;
  await register(page, { username, fullName: 'Forgetful Learner', email, password: 'old-password-1' });
  await page.waitForURL('**/profile');
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/we have sent it a link/)).toBeVisible();

  let link: string | undefined;
  let mailText = '';
  await expect
    .poll(
      () => {
        const mail = readMailbox().find((m) => m.to.includes(email) && m.subject.includes('Reset your'));
        mailText = mail?.text ?? '';
        link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mailText)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  // Sign-in takes the username: a learner who forgot it as well learns it from the mail and the page (probe 45, finding 4).
  expect(mailText).toContain(`Your username is ${username}.`);

  await page.goto(link!);
  await page.getByLabel('New Password').fill('new-password-2');
  await page.getByLabel('Confirm Password').fill('new-password-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(notice(page, 'status')).toContainText(`Your username is ${username}.`);
  // A spent link says so at once when opened again.
  await page.goto(link!);
  await expect(notice(page, 'alert')).toContainText('This reset link is invalid or has expired.');

  await login(page, username, 'new-password-2');
  await page.waitForURL('**/profile');
});

test('a contact phone nobody can dial is named at its field and not saved', ANY_SCREEN, async ({ page, request }) => {
  // Probe 2026-11-29 (16): /contact turned "call us" into an empty tap-to-call link.
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/settings');
  const phone = page.getByLabel('Contact phone');
  await phone.fill('call us');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Enter a phone number people can dial: 7 to 15 digits, with + ( ) - . or spaces')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(((await (await request.get('/api/settings')).json()) as { contactPhone: string }).contactPhone).not.toBe('call us');
});

test('an admin sets Telegram and Discord in General (which needs a real contact email); a visitor finds both on /community', async ({
  page,
  browser,
  isMobile,
  viewport,
}) => {
  // Probe 58: F4, the spec's /community lists Telegram and Discord, and General had no field for
  // them; F5, General was saved with an empty contact email, and /contact then showed none.
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/admin/settings');
  const email = page.getByLabel('Contact email');
  await email.fill('');
  await page.getByLabel('Telegram URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Telegram URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('General settings have been updated successfully.')).toHaveCount(0);

  const telegram = `https://t.me/e2e_${uniqueName('tg')}`;
  const discord = `https://discord.gg/e2e${uniqueName('dc')}`;
  await email.fill('hello@school.example');
  await page.getByLabel('Telegram URL').fill(telegram);
  await page.getByLabel('Discord URL').fill(discord);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings have been updated successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Telegram URL')).toHaveValue(telegram);
  await expect(page.getByLabel('Discord URL')).toHaveValue(discord);

  const visitor = await newVisitor(browser, { isMobile, viewport, hasTouch: isMobile });
  await visitor.goto('/community');
  const conversation = visitor.getByRole('region', { name: 'Join the conversation' });
  await expect(conversation.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', telegram);
  await expect(conversation.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', discord);
  await conversation.getByRole('link', { name: 'Discord' }).scrollIntoViewIfNeeded();
  await expect(conversation.getByRole('link', { name: 'Discord' })).toBeVisible();
  await expect(conversation.getByRole('link', { name: 'Telegram' })).toBeVisible();
  // The footer's icons, as for the other networks.
  const footerLinks = visitor.locator('footer').getByRole('list', { name: 'Social media' });
  await expect(footerLinks.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', telegram);
  await expect(footerLinks.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', discord);
  await visitor.context().close();

  // Put them back as they were for the other tests: cleared, so not shown.
  await page.getByLabel('Telegram URL').fill('');
  await page.getByLabel('Discord URL').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('General settings have been updated successfully.')).toBeVisible();
  expect(await (await page.request.get('/api/settings')).json()).toMatchObject({ telegramUrl: null, discordUrl: null });
});
