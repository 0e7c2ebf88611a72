/**
 * Process entry: read config, open the database, migrate, seed, create the app, listen,
 * and shut down gracefully on SIGTERM/SIGINT.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './src/server/app';
import { createDrain } from './src/server/http/graceful-shutdown';
import { markdownRenderer } from './src/server/markdown/markdown-renderer';
import { createHttpServer } from './src/server/http/http-server';
import { OutboxWorker } from './src/server/email/outbox';
import { createMailer } from './src/server/email/transport';
import { loadConfig, startSummary } from './src/server/config';
import { openDatabase, openPostgres } from './src/server/db/client';
import { seed } from './src/server/db/seed';
import { createLogger } from './src/server/logger';
import { copyPicturesFromDisk } from './src/server/media/pictures-from-disk';
import { syncSearchDocuments } from './src/server/search/sync';
import { resolveSessionSecret } from './src/server/secret';
import { createSecretBox } from './src/server/security/secret-box';
import { encryptPlaintextTotpSecrets } from './src/server/services/two-factor';
import { queueNewsletterBatches } from './src/server/services/newsletter-issues';
import { startFailureText } from './src/server/start-failure';

const root = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const dataDir = path.resolve(root, config.DATA_DIR);
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  // Processes sharing one PostgreSQL database usually sit behind one proxy: each would otherwise
  // seal sessions with its own generated secret, and a session made on one is refused by the others.
  if (config.DATABASE_URL && !config.SESSION_SECRET)
    log.warn(
      { dataDir },
      'SESSION_SECRET is not set: sessions are sealed with a secret generated in this DATA_DIR. Every process behind one proxy must share one SESSION_SECRET (deploy/README.md)',
    );

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  await database.migrate();
  await seed(database.db, {
    adminUsername: config.ADMIN_USERNAME,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    seedDemo: config.SEED_DEMO,
    log,
    onGeneratedPassword: (username, password) => {
      // Printed once, on the console only (not the structured log), at the first start.
      process.stdout.write(
        `\n  Primary admin created.\n  Username: ${username}\n  Password: ${password}\n  (shown only once: set ADMIN_PASSWORD to choose your own)\n\n`,
      );
    },
  });

  const copied = await copyPicturesFromDisk(database.db, path.join(dataDir, 'media'));
  if (copied > 0) log.info({ files: copied }, 'pictures uploaded before this version copied into the database from DATA_DIR/media');

  // The content pages may have changed with this release: search must show the current ones.
  await syncSearchDocuments(database.db);

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const outbox = new OutboxWorker(database.db, mailer, log, {
    messageIdDomain: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost',
    // A newsletter issue's copies past the batch its request queued.
    beforeRun: () => queueNewsletterBatches(database.db),
  });
  outbox.start();

  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, dataDir);
  const totpKey = config.TOTP_ENCRYPTION_KEY ?? sessionSecret;
  // TOTP secrets saved before they were encrypted at rest are sealed now, once.
  const sealed = await encryptPlaintextTotpSecrets(database.db, createSecretBox(totpKey));
  if (sealed > 0) log.info({ accounts: sealed }, 'two-factor secrets encrypted at rest');

  // Rate limits counted in PostgreSQL get a small pool of their own: every mutation holds one
  // connection of the main pool for its transaction, and a burst of sign-ins would otherwise wait
  // for a free connection to count themselves until their deadline passed (503).
  const limitsDatabase = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, { max: 3 }) : undefined;

  const drain = createDrain();
  // The markdown thread loads while the server starts, not during the first article's request.
  markdownRenderer.warm();
  const { handler, close } = await createApp({
    onMailQueued: () => outbox.poke(),
    db: database.db,
    ping: () => database.ping(),
    log,
    sessionSecret,
    totpEncryptionKey: totpKey,
    publicUrl: config.PUBLIC_URL,
    mailConfigured: Boolean(config.SMTP_URL),
    mailFrom: config.MAIL_FROM,
    secureCookies: config.isProduction && !config.PUBLIC_URL?.startsWith('http://'),
    // RENDER_MODE=client serves the built client without server rendering: only the benchmark's baseline uses it.
    ssr: !config.isProduction
      ? { mode: 'vite', root }
      : process.env.RENDER_MODE === 'client'
        ? { mode: 'spa', dir: path.join(root, 'dist') }
        : { mode: 'dist', dir: path.join(root, 'dist') },
    changes: database.changes(),
    rateLimitScale: config.RATE_LIMIT_SCALE,
    requestDeadlineMs: config.REQUEST_DEADLINE_MS,
    trustProxy: config.trustProxy,
    // PostgreSQL may be shared by several processes: count there. PGlite belongs to this process alone.
    rateLimitStore: database.driver === 'postgres' ? 'database' : 'memory',
    rateLimitDb: limitsDatabase?.db,
    draining: () => drain.isDraining(),
  });

  const server = createHttpServer(drain.handler(handler)).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    log.info({ port, ...startSummary(config, database.driver) }, `listening on http://localhost:${port}`);
  });

  // SIGTERM: finish what was received, flush the outbox and the log, close the database, exit 0;
  // anything still running after 10 s is cut off and the exit code says so.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.error({ afterMs: Date.now() - started }, 'shutdown took over 10 s: exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await drain.drain(server);
      await close();
      // Send what is due before the database closes; the rest waits safely in the outbox.
      await outbox.stop();
      mailer.close();
      await limitsDatabase?.close();
      await database.close();
      log.info({ afterMs: Date.now() - started }, 'stopped');
      log.flush();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`${startFailureText(err)}\n`);
  process.exit(1);
});
