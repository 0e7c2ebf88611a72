/**
 * What learners are told about mail while the server cannot send it (no SMTP_URL: mail is only
 * logged). Probe 67, F2: "we have sent it a link" and "We sent a confirmation link" were said to
 * learners whose mail could never arrive. With mail configured, the answers are the ones they were.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { emailChangeNoMail, PASSWORD_RESET_NO_MAIL } from '../../shared/mail-unavailable';
import { EMAIL_CHANGE_SENT } from '../../shared/schemas/account';
import { PASSWORD_RESET_ACK } from '../../shared/schemas/auth';
import { methodChangedMessage } from '../../shared/schemas/enrollments';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailChangeTokens, emailOutbox } from '../db/schema';
import type { Deployment } from '../trpc/context';
import { memorySession } from '../trpc/session';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass-1', seedDemo: false });
});
afterAll(async () => {
  await database.close();
});

const deployment = (mailConfigured: boolean): Deployment => ({ mailConfigured, publicUrl: null, mailFrom: null });
const anonymousOn = async (mailConfigured: boolean) =>
  (await callerWithSession(database.db, memorySession(), deployment(mailConfigured))).caller;

it('the site settings say whether mail is sent, for the pages that promise one', async () => {
  expect((await (await anonymousOn(true)).settings.site()).mailEnabled).toBe(true);
  expect((await (await anonymousOn(false)).settings.site()).mailEnabled).toBe(false);
});

it('"Forgot password?" answers the same for any address, and promises a link only when one can arrive', async () => {
  const { account } = await signedInCaller(database.db);
  for (const [mailConfigured, expected] of [
    [true, PASSWORD_RESET_ACK],
    [false, PASSWORD_RESET_NO_MAIL],
  ] as const) {
    const caller = await anonymousOn(mailConfigured);
    const known = await caller.auth.requestPasswordReset({ email: account.email });
    const unknown = await caller.auth.requestPasswordReset({ email: 'nobody-at-all@example.com' });
    expect(unknown, `mailConfigured ${mailConfigured}`).toEqual(known);
    expect(known.message, `mailConfigured ${mailConfigured}`).toBe(expected);
  }
});

it('an email change says whether its confirmation link was sent', async () => {
  for (const [mailConfigured, expected] of [
    [true, EMAIL_CHANGE_SENT],
    [false, emailChangeNoMail],
  ] as const) {
    const { caller, account } = await signedInCaller(database.db, 'user', deployment(mailConfigured));
    const newEmail = `moved.${account.username.toLowerCase()}@example.org`;
    const answer = await caller.account.requestEmailChange({ currentPassword: account.password, newEmail });
    expect(answer.message, `mailConfigured ${mailConfigured}`).toBe(expected(newEmail));
  }
});

it('without mail, an email change makes no link and spends no share of them: the fourth request in an hour is answered as the first', async () => {
  const { caller, account } = await signedInCaller(database.db, 'user', deployment(false));
  const newEmail = `again.${account.username.toLowerCase()}@example.org`;
  for (let request = 1; request <= 5; request++) {
    const answer = await caller.account.requestEmailChange({ currentPassword: account.password, newEmail });
    expect(answer.message, `request ${request}`).toBe(emailChangeNoMail(newEmail));
  }
  expect(await database.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, account.id))).toHaveLength(0);
  expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newEmail))).toHaveLength(0);
  // The address is still checked: one already taken is refused at its field.
  const { account: other } = await signedInCaller(database.db);
  await expect(caller.account.requestEmailChange({ currentPassword: account.password, newEmail: other.email })).rejects.toMatchObject({
    code: 'CONFLICT',
  });
});

it('without mail, no answer claims a mail was sent, and those about a link point to the contact page', () => {
  const noMail = [PASSWORD_RESET_NO_MAIL, emailChangeNoMail('a@example.org'), methodChangedMessage('Cash (in-office)', true, false)];
  for (const message of noMail) {
    expect(message).toMatch(/cannot send email yet/);
    expect(message).not.toMatch(/we (have )?sent|we have emailed/i);
  }
  expect(PASSWORD_RESET_NO_MAIL).toContain('contact page');
  expect(emailChangeNoMail('a@example.org')).toContain('contact page');
  expect(methodChangedMessage('Cash (in-office)', true, true)).toContain('we have emailed it to you too');
});
