/** Structured JSON logs (pino). Secrets are redacted by path so they never reach a log line. */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** `destination` defaults to standard output (tests pass a stream to read what would be logged). */
export function createLogger(level: string = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.token', 'token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for tests. */
export const silentLogger: Logger = pino({ level: 'silent' });
