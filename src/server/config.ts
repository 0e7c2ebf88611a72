/** The only reader of process.env: every setting validated once at start-up. */
import { z } from 'zod';
import { isValidTrustProxy, trustProxySetting } from './security/client-address';

const booleanString = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * The public origin. Emailed links are this plus a path, so "https://example.dm/" (the form a
 * browser's address bar copies) is read as the origin it names; a path is refused, since the site
 * is served at the root of its address and every mailed link would miss it (probe 72, F2).
 */
const publicOrigin = z
  .string()
  .refine((url) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol), {
    message: 'PUBLIC_URL must be a full address starting with https:// (or http://), e.g. https://example.dm',
    abort: true,
  })
  .refine((url) => {
    const { pathname, search, hash } = new URL(url);
    return pathname === '/' && !search && !hash;
  }, 'PUBLIC_URL must be the bare origin, e.g. https://example.dm, with no path: the site is served at the root of its address')
  .transform((url) => new URL(url).origin);

/** An address of the given schemes; the message never repeats the value (it may hold a password). */
const urlOf = (name: string, protocols: readonly string[], example: string) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), `${name} must be a URL like ${example}`);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: urlOf('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database').optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /**
   * Encrypts the admins' TOTP secrets at rest (security/secret-box.ts). Unset: derived from the
   * session secret, so changing SESSION_SECRET then makes every enrolled authenticator unreadable.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'TOTP_ENCRYPTION_KEY must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  SEED_DEMO: booleanString.default(true),
  /** Public origin used in canonical links and emails, e.g. https://example.dm */
  PUBLIC_URL: publicOrigin.optional(),
  /** smtp://user:pass@host:587 or smtps://...; unset = mail is logged and kept in the outbox table. */
  SMTP_URL: urlOf('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:password@host:587 or smtps://…').optional(),
  /** The sender of every email; unset: the site's name from Site settings, at no-reply@localhost (email/transport.ts). */
  MAIL_FROM: z.string().min(3).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Multiplies every rate-limit allowance; 1 in production (the e2e server uses more: its tests sign in often). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * How long a request may wait for the database before it is answered 503 (http/request-deadline.ts).
   * Unset: 4 s. The browser suite's servers share two small cores with two browsers and wait longer.
   */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(500).max(120_000).optional(),
  /**
   * Reverse proxies in front of the app whose X-Forwarded-For is believed: a hop count ("1") or a
   * comma-separated list of proxy addresses/CIDRs. Unset: clients are counted by their socket address.
   */
  TRUST_PROXY: z
    .string()
    .refine(isValidTrustProxy, 'TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of addresses or CIDRs')
    .optional(),
});

export type Config = z.infer<typeof configSchema> & { isProduction: boolean; trustProxy: number | string[] | false };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  // Emailed links (password reset, unsubscribe) would otherwise be built from the Host header,
  // which anyone can set: a reset link pointing at an attacker's site.
  if (isProduction && !parsed.data.PUBLIC_URL)
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required in production (the public origin, e.g. https://example.dm): emailed links are built from it, never from the Host header',
    );
  return { ...parsed.data, isProduction, trustProxy: trustProxySetting(parsed.data.TRUST_PROXY) };
}

/**
 * What this start runs with, in the "listening" line, so an operator reads in one place what the
 * site will do: which database, which public address its mails link to, whether mail leaves or
 * stays in the outbox, whom it believes about visitors' addresses. Never a password: the
 * database and mail server are named by host alone.
 */
export function startSummary(config: Config, database: 'pglite' | 'postgres') {
  const host = (url: string) => new URL(url).host;
  return {
    database: database === 'postgres' && config.DATABASE_URL ? `postgres at ${host(config.DATABASE_URL)}` : `pglite in ${config.DATA_DIR}`,
    publicUrl: config.PUBLIC_URL ?? '(none: links follow the request)',
    mail: config.SMTP_URL
      ? `sent through ${host(config.SMTP_URL)}`
      : 'not sent (SMTP_URL unset): kept in the outbox, Admin → Outgoing mail',
    trustProxy: config.trustProxy === false ? 'no (visitors counted by socket address)' : config.trustProxy,
    sampleContentOnFirstStart: config.SEED_DEMO,
  };
}
