/**
 * A test file's whole site: a fresh database seeded like a first start (primary admin
 * admin / admin-pass-1) and the app rendering pages from source with Vite, like `npm run dev`.
 * Registers its own beforeAll/afterAll; read `site.server` and `site.database` inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/server/db/client';
import { seed } from '../src/server/db/seed';
import { silentLogger } from '../src/server/logger';
import { createTestDatabase } from './db';
import { projectRoot, startTestServer } from './http';

export const SEEDED_ADMIN = { username: 'admin', password: 'admin-pass-1' } as const;

/** `mailConfigured`: whether the server sends mail (SMTP_URL set); not by default, as a fresh install. */
export function seededSiteForFile(opts: { seedDemo: boolean; mailConfigured?: boolean }) {
  const site = {} as { database: Database; server: Awaited<ReturnType<typeof startTestServer>> };
  beforeAll(async () => {
    site.database = await createTestDatabase();
    await seed(site.database.db, {
      adminUsername: SEEDED_ADMIN.username,
      adminEmail: 'admin@example.com',
      adminPassword: SEEDED_ADMIN.password,
      seedDemo: opts.seedDemo,
      log: silentLogger,
    });
    site.server = await startTestServer(site.database, { ssr: { mode: 'vite', root: projectRoot }, mailConfigured: opts.mailConfigured });
  }, 120_000);
  afterAll(async () => {
    await site.server?.close();
    await site.database?.close();
  });
  return site;
}
