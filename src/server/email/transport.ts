/** nodemailer over SMTP; without SMTP_URL, mail is written to the log (and stays in the outbox table). */
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
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

export function createMailer(opts: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      send: async (m) => {
        opts.log.info({ to: m.to, subject: m.subject, messageId: m.messageId }, 'email (no SMTP_URL: logged, not sent)');
        return { transport: 'log' };
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
  return {
    send: async (m) => {
      await transporter.sendMail({
        from: opts.from,
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
