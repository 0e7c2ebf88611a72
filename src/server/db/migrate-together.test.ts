/**
 * Two processes started at once on a new database (systemctl enable --now dce@3001 dce@3002) both
 * migrate: one after the other under a lock, so neither fails and nothing is applied twice
 * (probe 72, F7: without the lock one exited on `CREATE TABLE "users"`).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../../../test/db';
import { openPostgres } from './client';

describe.runIf(usingPostgres)('migrations started by two processes at once', () => {
  it('both succeed, and each migration is applied once', async () => {
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const name = `dce_migrate_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const [first, second] = [openPostgres(url.toString(), { max: 1 }), openPostgres(url.toString(), { max: 1 })];
    try {
      const outcomes = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const [counts] = await check`select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`;
      await check.end();
      expect(counts?.rows).toBeGreaterThan(30);
      expect(counts?.rows).toBe(counts?.hashes);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
