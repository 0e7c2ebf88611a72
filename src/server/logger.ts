/** Structured JSON logs (pino). Secrets are redacted by path so they never reach a log line. */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string = 'info'): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.token', 'token'],
      censor: '[redacted]',
    },
  });
}

/** A logger that writes nothing, for tests. */
export const silentLogger: Logger = pino({ level: 'silent' });
