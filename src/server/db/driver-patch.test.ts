/**
 * patches/postgres+3.4.9.patch, the part for porsager/postgres#1192: a new connection's first
 * query (the array types) failing must not reject a promise nobody handles, which kills the
 * process. Probe 72 saw it with `pg_terminate_backend` under load; a 1 ms statement timeout
 * cancels that query every time.
 */
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { usingPostgres } from '../../../test/db';

describe.runIf(usingPostgres)('postgres.js, patched', () => {
  it('a connection whose type query fails rejects no promise nobody handles', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => void unhandled.push(reason);
    process.prependListener('unhandledRejection', listener);
    const sql = postgres(process.env.TEST_DATABASE_URL!, { max: 1, connection: { statement_timeout: 1 }, onnotice: () => {} });
    try {
      for (let i = 0; i < 5; i++) await sql`select pg_sleep(0)`.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await sql.end({ timeout: 1 });
      process.removeListener('unhandledRejection', listener);
    }
    expect(unhandled.map((reason) => (reason instanceof Error ? reason.message : String(reason)))).toEqual([]);
  });
});
