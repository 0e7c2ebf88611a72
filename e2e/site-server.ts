/**
 * The built site as its own process, with a fresh embedded database: each Playwright worker runs
 * one (fixtures.ts), so workers never see each other's settings, samples or queue, and a spec
 * that needs a different public origin (passkeys) starts another.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
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
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 100_000;

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const url = `http://127.0.0.1:${options.port}`;
  rmSync(options.dataDir, { recursive: true, force: true });
  // One process (node with tsx's loader), so stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: options.publicUrl ?? url,
      ADMIN_PASSWORD: options.adminPassword,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      SMTP_URL: options.sendMail === false ? '' : `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'School <school@example.com>',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server on port ${options.port} exited with ${child.exitCode} while starting`);
    const ready = await fetch(`${url}/api/settings`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the e2e server on port ${options.port} did not start within ${STARTUP_LIMIT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
