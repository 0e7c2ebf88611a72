/** nodemailer over SMTP; without SMTP_URL, mail is written to the log (and stays in the outbox table). */
import nodemailer from 'nodemailer';
import { DEFAULT_COMPANY } from '../../shared/constants';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  /** The site's name now (Site settings): the sender's name when MAIL_FROM does not say one. */
  siteName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ transport: 'smtp' | 'log' }>;
  close(): void;
}

/** The sender's address when MAIL_FROM is unset; its name is the site's, as Site settings say at sending time. */
export const DEFAULT_FROM_ADDRESS = 'no-reply@localhost';

/**
 * `from`: MAIL_FROM, used as it is. Unset, mail comes from the site's current name: a renamed site
 * no longer sent every mail as "Dominica Crypto Education" under its new name's heading (probe 24, D2).
 */
export function createMailer(opts: { smtpUrl?: string; from?: string; log: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      send: async (m) => {
        opts.log.info({ to: m.to, subject: m.subject, messageId: m.messageId }, 'email (no SMTP_URL: logged, not sent)');
        return { transport: 'log' };
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(opts.smtpUrl);
  return {
    send: async (m) => {
      await transporter.sendMail({
        // An address object: nodemailer quotes and encodes the name (a comma or an accent in it).
        from: opts.from ?? { name: m.siteName ?? DEFAULT_COMPANY.companyName, address: DEFAULT_FROM_ADDRESS },
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        messageId: m.messageId,
      });
      return { transport: 'smtp' };
    },
    close: () => transporter.close(),
  };
}
