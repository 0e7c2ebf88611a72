/**
 * A REST test file's site: a fresh database (payment instructions filled in when asked), the app
 * on it, and a signed-in admin's client. Registers its own beforeAll/afterAll; read `site.admin`,
 * `site.server` and `site.database` inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/server/db/client';
import { createTestDatabase } from './db';
import { signedInClient, startTestServer } from './http';
import { configurePayments } from './payments';

export function adminSiteForFile(opts: { payments?: boolean } = {}) {
  const site = {} as {
    database: Database;
    server: Awaited<ReturnType<typeof startTestServer>>;
    admin: Awaited<ReturnType<typeof signedInClient>>;
  };
  beforeAll(async () => {
    site.database = await createTestDatabase();
    if (opts.payments) await configurePayments(site.database.db);
    site.server = await startTestServer(site.database);
    site.admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
  });
  afterAll(async () => {
    await site.server?.close();
    await site.database?.close();
  });
  return site;
}
