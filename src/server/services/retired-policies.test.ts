import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { DEFAULT_COOKIE_POLICY, DEFAULT_PRIVACY_POLICY } from '../../shared/default-policies';
import { silentLogger } from '../logger';
import type { Database } from '../db/client';
import { upgradeRetiredPolicyDefaults } from './retired-policies';
import { settingsSections } from '../db/schema';
import { seed } from '../db/seed';

// The cookie policy an earlier version stored by default, verbatim (it named only dce_session and had no effective date).
const OLD_COOKIE_POLICY = `This website uses as little storage in your browser as it can.

## The one cookie we set

- **Session cookie** (\`dce_session\`): keeps you signed in after you log in. It is strictly necessary for accounts to work, is sent only to this website, cannot be read by scripts on the page, and contains no personal details beyond an encrypted account number and times. It ends when you log out and expires at the latest 12 hours after you signed in.

Visitors who do not sign in get no cookie at all.

## What we keep in your browser without a cookie

- **Light or dark mode**: if you switch the theme, your choice is saved in your browser's local storage so the next page opens the same way. It never leaves your device.

## What we do not use

No advertising cookies, no tracking or analytics cookies, no social media pixels, and no cookies from other companies.

## Managing cookies

You can delete cookies in your browser's settings at any time. If you block the session cookie, you can still read every lesson and guide, but you will not be able to sign in.

Questions? Use the [contact page](/contact).`;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { adminUsername: 'admin', adminEmail: 'admin@example.com', adminPassword: 'admin-pass-1', seedDemo: false, log: silentLogger });
});
afterAll(async () => {
  await database.close();
});

const storedContent = async () => {
  const [row] = await database.db.select({ value: settingsSections.value }).from(settingsSections).where(eq(settingsSections.section, 'content'));
  return row!.value as Record<string, string>;
};

describe('policies', () => {
  it('each default policy carries an effective date; the cookie policy names the HTTPS cookie', async () => {
    const content = await storedContent();
    for (const field of ['privacyPolicy', 'termsOfService', 'cookiePolicy', 'disclaimerText']) expect(content[field], field).toMatch(/^\*\*Effective date:\*\* \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(content.cookiePolicy).toContain('__Host-dce_session');
  });

  it('replaces a never-edited old default at start, and keeps a policy an administrator edited', async () => {
    const edited = `${DEFAULT_PRIVACY_POLICY}\n\nOur own addition.`;
    await database.db
      .update(settingsSections)
      .set({ value: { ...(await storedContent()), cookiePolicy: OLD_COOKIE_POLICY, privacyPolicy: edited } })
      .where(eq(settingsSections.section, 'content'));
    await upgradeRetiredPolicyDefaults(database.db);
    const content = await storedContent();
    expect(content.cookiePolicy).toBe(DEFAULT_COOKIE_POLICY);
    expect(content.privacyPolicy).toBe(edited);
  });
});
