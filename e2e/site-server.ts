/**
 * The built site as its own process, with a fresh embedded database: each Playwright worker runs
 * one (fixtures.ts), so workers never see each other's settings, samples or queue, and a spec
 * that needs a different public origin (passkeys) starts another. Started the way the fault tests
 * start theirs (test/server-process.ts); the port is fixed here because PUBLIC_URL must name it
 * (links in mail, the passkeys' relying party).
 */
import { rmSync } from 'node:fs';
import { startServer } from '../test/server-process';
import { E2E_SMTP_PORT } from './mailbox';

export interface SiteServerOptions {
  port: number;
  dataDir: string;
  adminPassword: string;
  /** The origin the site believes it is served from (defaults to http://127.0.0.1:<port>). */
  publicUrl?: string;
  /** false: no SMTP server (mail is logged instead of sent). */
  sendMail?: boolean;
}

export interface SiteServer {
  url: string;
  /** Everything the server has logged so far. */
  output(): string;
  stop(): Promise<void>;
}

/** How long a stopping server may finish its requests before it is killed. */
const STOP_LIMIT_MS = 10_000;

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const server = await startServer({
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${options.port}`,
    ADMIN_PASSWORD: options.adminPassword,
    RATE_LIMIT_SCALE: '100',
    // Every answer is logged (2xx and 3xx at debug), so a failed test shows what its browser sent.
    LOG_LEVEL: 'debug',
    // Two browsers and two servers share this machine's two cores: a cold page that waits its turn
    // behind them for 4 s (the production deadline) was answered 503 and a test failed on a page
    // that was fine. The in-process page tests wait 20 s the same way (test/http.ts).
    REQUEST_DEADLINE_MS: '20000',
    SMTP_URL: options.sendMail === false ? '' : `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_FROM: 'School <school@example.com>',
  });
  return {
    url: server.url,
    output: server.output,
    stop: async () => {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, STOP_LIMIT_MS))]);
      server.kill();
      rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
