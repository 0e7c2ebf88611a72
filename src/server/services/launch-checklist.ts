/**
 * The admin dashboard's launch checklist (issue 28): what still makes a fresh installation look like
 * an operator that does not exist, or keeps it from working, each with the page that fixes it.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LaunchCheck } from '../../shared/schemas/launch';
import { methodAvailable, type PaymentSettings } from '../../shared/schemas/payments';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Deployment } from '../trpc/context';
import { hasDemoContent } from './demo-content';
import { readCompany, readSection } from './settings';

/** Where the dashboard explains the two server settings (they are environment variables, not a form). */
export const SERVER_CONFIG_HELP = '/dashboard#launch-server-config';
export const DEMO_REMOVE_ANCHOR = '/dashboard#launch-demo-content';

/**
 * Cash is a real way to pay once General has the office address: until then learners see the
 * sample one (readCompany reads a retired invented address as none).
 */
function paymentsFilledIn(settings: PaymentSettings, officeAddress: string): boolean {
  const realCash = methodAvailable(settings, 'cash') && officeAddress !== '';
  return realCash || methodAvailable(settings, 'mobanking') || methodAvailable(settings, 'usdt');
}

async function anyAdminWithTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.totpEnabledAt)))
    .limit(1);
  return Boolean(row);
}

const check = (item: Omit<LaunchCheck, 'detail'>, detail: string): LaunchCheck => ({ ...item, detail: item.ok ? '' : detail });

export async function launchChecklist(db: Db, deployment: Deployment): Promise<LaunchCheck[]> {
  const [demo, payments, company, twoFactor] = await Promise.all([
    hasDemoContent(db),
    readSection(db, 'payments'),
    readCompany(db),
    anyAdminWithTwoFactor(db),
  ]);
  const https = deployment.publicUrl?.startsWith('https://') ?? false;
  return [
    check(
      { id: 'demo-content', ok: !demo, title: 'Remove the sample courses, events and articles', fixUrl: DEMO_REMOVE_ANCHOR },
      'The site still shows the sample content it was installed with, and a notice saying so on every page.',
    ),
    check(
      {
        id: 'payment-methods',
        ok: paymentsFilledIn(payments, company.officeAddress),
        title: 'Fill in how learners pay',
        fixUrl: '/admin/settings?tab=payments',
      },
      'Only the sample cash instructions are set: enter the office address under General for cash, or your mobile banking or USDT details.',
    ),
    check(
      {
        id: 'contact-details',
        ok: company.contactConfirmed,
        title: 'Confirm the contact details and office hours',
        fixUrl: '/admin/settings?tab=general',
      },
      'The contact page says its details are samples until an admin checks and saves the General settings.',
    ),
    check(
      { id: 'outgoing-mail', ok: deployment.mailConfigured, title: 'Configure outgoing mail (SMTP_URL)', fixUrl: SERVER_CONFIG_HELP },
      'SMTP_URL is not set: emails are only written to the log and kept in the outbox, nobody receives them.',
    ),
    check(
      { id: 'admin-two-factor', ok: twoFactor, title: 'Turn on two-factor authentication for an admin', fixUrl: '/profile' },
      'No admin account has two-factor authentication on.',
    ),
    check(
      { id: 'public-url', ok: https, title: 'Serve the site over HTTPS (PUBLIC_URL)', fixUrl: SERVER_CONFIG_HELP },
      deployment.publicUrl
        ? `PUBLIC_URL is ${deployment.publicUrl}: set it to the site's https:// address.`
        : "PUBLIC_URL is not set: set it to the site's https:// address.",
    ),
  ];
}
