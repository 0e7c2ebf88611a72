/**
 * The admin dashboard's launch checklist (issue 28): what still makes a fresh installation look like
 * an operator that does not exist, or keeps it from working, each with the page that fixes it.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LaunchCheck } from '../../shared/schemas/launch';
import { methodAvailable, type PaymentSettings } from '../../shared/schemas/payments';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEFAULT_FROM_ADDRESS } from '../email/transport';
import type { Deployment } from '../trpc/context';
import { hasDemoContent } from './demo-content';
import { parseRecipients } from './notifications';
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

/** Admin accounts whose own address is a documentation one: their reset and security mails reach nobody. */
async function adminsAtExampleAddresses(db: Db): Promise<{ username: string; email: string }[]> {
  const admins = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.role, 'admin'));
  return admins.filter((a) => isExampleAddress(a.email));
}

async function anyAdminWithTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.totpEnabledAt)))
    .limit(1);
  return Boolean(row);
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The documentation domains (RFC 2606) the defaults use: mail sent there reaches nobody (probe 28, F3). */
const isExampleAddress = (address: string) => /(^|\.)example\.(com|org|net)$/.test(domainOf(address));

/** The address mail is sent from: MAIL_FROM's `Name <address>` or bare address, else the transport's default. */
export function senderAddress(mailFrom: string | null): string {
  if (!mailFrom) return DEFAULT_FROM_ADDRESS;
  return (/<([^<>]*)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * What is left before mail works, beyond SMTP_URL: receiving providers reject or junk a sender at
 * localhost, and admin notices sent to example.com (the default recipient) reach nobody. Each
 * sentence names where it is fixed; empty when nothing is left.
 */
function mailProblems(deployment: Deployment, recipients: string, exampleAdmins: { username: string; email: string }[]) {
  if (!deployment.mailConfigured) {
    return {
      sender: false,
      recipients: false,
      admins: false,
      detail: 'SMTP_URL is not set: emails are only written to the log and kept in the outbox, nobody receives them.',
    };
  }
  const sentences: string[] = [];
  const from = senderAddress(deployment.mailFrom);
  const badSender = !deployment.mailFrom || /(^|\.)localhost$/.test(domainOf(from));
  if (badSender) {
    sentences.push(
      `${deployment.mailFrom ? 'MAIL_FROM sends' : 'MAIL_FROM is not set, so mail is sent'} from ${from}, which receiving providers reject or put in spam: set the MAIL_FROM environment variable to an address at the site's own domain and restart the server.`,
    );
  }
  const valid = parseRecipients(recipients);
  const examples = valid.filter(isExampleAddress);
  if (valid.length === 0) {
    sentences.push(
      'Admin notices (new enrollments, contact messages) have no valid recipient: enter your addresses under Site settings → Notifications.',
    );
  } else if (examples.length > 0) {
    sentences.push(
      `Admin notices (new enrollments, contact messages) go to ${examples.join(', ')}: ${examples.length > 1 ? 'example addresses' : 'an example address'} that nobody reads. Enter your own under Site settings → Notifications.`,
    );
  }
  if (exampleAdmins.length > 0) {
    // ADMIN_EMAIL defaults to admin@example.com: that admin's password reset would never arrive.
    const named = exampleAdmins.map((a) => `${a.username} (${a.email})`).join(', ');
    sentences.push(
      `Admin ${exampleAdmins.length > 1 ? 'accounts' : 'account'} ${named} ${exampleAdmins.length > 1 ? 'have' : 'has'} an example address: password resets and security notices for ${exampleAdmins.length > 1 ? 'them' : 'it'} reach nobody. Change it on the Users page (your own also under Account).`,
    );
  }
  return {
    sender: badSender,
    recipients: valid.length === 0 || examples.length > 0,
    admins: exampleAdmins.length > 0,
    detail: sentences.join(' '),
  };
}

/** One link per item: the server's help while SMTP_URL or MAIL_FROM is wrong, else the first settings page left. */
function mailFixUrl(deployment: Deployment, mail: ReturnType<typeof mailProblems>): string {
  if (!deployment.mailConfigured || mail.sender) return SERVER_CONFIG_HELP;
  if (mail.recipients) return '/admin/settings?tab=notifications';
  return mail.admins ? '/admin/users' : SERVER_CONFIG_HELP;
}

const check = (item: Omit<LaunchCheck, 'detail'>, detail: string): LaunchCheck => ({ ...item, detail: item.ok ? '' : detail });

export async function launchChecklist(db: Db, deployment: Deployment): Promise<LaunchCheck[]> {
  const [demo, payments, company, twoFactor, notifications, exampleAdmins] = await Promise.all([
    hasDemoContent(db),
    readSection(db, 'payments'),
    readCompany(db),
    anyAdminWithTwoFactor(db),
    readSection(db, 'notifications'),
    adminsAtExampleAddresses(db),
  ]);
  const https = deployment.publicUrl?.startsWith('https://') ?? false;
  const mail = mailProblems(deployment, notifications.adminEmailRecipients, exampleAdmins);
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
      {
        id: 'outgoing-mail',
        ok: mail.detail === '',
        title: 'Configure outgoing mail (SMTP_URL, MAIL_FROM) and who receives admin notices',
        fixUrl: mailFixUrl(deployment, mail),
      },
      mail.detail,
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
