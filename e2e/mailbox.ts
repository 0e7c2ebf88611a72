/** A real SMTP server for the browser tests; received mail is kept in a JSON file the tests read. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAILBOX_FILE = path.resolve('.tmp/e2e-mailbox.json');

interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

export function startMailbox(): () => Promise<void> {
  mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  writeFileSync(MAILBOX_FILE, '[]');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const all = JSON.parse(readFileSync(MAILBOX_FILE, 'utf8')) as StoredMail[];
          all.push({ to: mail.to ? JSON.stringify(mail.to) : '', subject: mail.subject ?? '', text: mail.text ?? '' });
          // Write then rename: a test reading the mailbox never sees a half-written file.
          writeFileSync(`${MAILBOX_FILE}.tmp`, JSON.stringify(all));
          renameSync(`${MAILBOX_FILE}.tmp`, MAILBOX_FILE);
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(E2E_SMTP_PORT, '127.0.0.1');
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export function readMailbox(): StoredMail[] {
  return JSON.parse(readFileSync(MAILBOX_FILE, 'utf8')) as StoredMail[];
}
