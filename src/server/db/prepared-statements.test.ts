/**
 * Statements are prepared on PostgreSQL (patches/drizzle-orm+*.patch,
 * docs/decisions/2026-12-02-prepared-statements.md): drizzle's postgres.js driver sent every
 * statement unprepared, and postgres.js then asks the server to describe each parameterised one
 * before running it: two round trips per statement, every time. Prepared, a connection describes a
 * statement once and then runs it in one.
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../../test/db';
import { postgresClientOf } from '../library-internals';
import { courses, users } from './schema';

const NOWHERE = 'postgres://nobody@127.0.0.1:9/none';

describe('prepared statements', () => {
  it('drizzle asks postgres.js to prepare every statement', async () => {
    const client = postgres(NOWHERE, { max: 1, connect_timeout: 1, onnotice: () => {} });
    const asked: unknown[] = [];
    const unsafe = client.unsafe.bind(client);
    client.unsafe = ((query: string, params?: never[], options?: { prepare?: boolean }) => {
      asked.push(options?.prepare);
      return unsafe(query, params, options);
    }) as typeof client.unsafe;
    const db = drizzle(client);
    // Nothing listens there: each statement fails to connect after being handed to postgres.js.
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, 1))
      .catch(() => {});
    await db.execute(`select 1`).catch(() => {});
    expect(asked).toEqual([true, true]);
    await client.end({ timeout: 0 });
  });

  describe.runIf(usingPostgres)('on PostgreSQL', () => {
    let database: TestDatabase;
    let one: postgres.Sql;
    beforeAll(async () => {
      database = await createTestDatabase();
      const options = postgresClientOf(database.db).options;
      // One connection, so the statements below all meet the same session's prepared statements.
      one = postgres({
        host: options.host[0],
        port: options.port[0],
        user: options.user,
        database: options.database,
        max: 1,
        onnotice: () => {},
      });
    });
    afterAll(async () => {
      await one.end({ timeout: 5 });
      await database.close();
    });

    it('a statement run three times (once in a transaction) is prepared once on its connection', async () => {
      const db = drizzle(one);
      await db.select({ id: users.id }).from(users).where(eq(users.id, 1));
      await db.select({ id: users.id }).from(users).where(eq(users.id, 2));
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, 3));
        await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, 4));
      });
      const prepared = await one<{ statement: string }[]>`select statement from pg_prepared_statements order by prepare_time`;
      const ofUsers = prepared.filter((p) => p.statement.includes('from "users"'));
      const ofCourses = prepared.filter((p) => p.statement.includes('from "courses"'));
      expect(ofUsers).toHaveLength(1);
      expect(ofCourses).toHaveLength(1);
    });

    it("the app's connections still plan each execution for its own values (no generic plan)", async () => {
      const [row] = await postgresClientOf(database.db)<{ plan_cache_mode: string }[]>`show plan_cache_mode`;
      expect(row?.plan_cache_mode).toBe('force_custom_plan');
    });
  });
});
