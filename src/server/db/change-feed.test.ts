/**
 * The database announces its changes (drizzle/0007_change_notifications.sql) and the feed hears
 * them: the caches of signed-in answers are only as honest as this.
 */
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../../test/db';
import { ANNOUNCED_TABLES, createChangeCounters } from './change-feed';
import { noteStatement, noteWrite, trackWrites, UNANNOUNCED_TABLES, type ReadRecord } from './read-recorder';
import * as schema from './schema';
import { courses, users } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.changes().ready;
});
afterAll(async () => {
  await database.close();
});

/** Waits (bounded) for the feed to hear something: PostgreSQL delivers on another connection. */
async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
}

describe('change feed', () => {
  it('every table of the schema is either announced or known to be unannounced', () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      .sort();
    expect(tables).toEqual([...ANNOUNCED_TABLES, ...UNANNOUNCED_TABLES].sort());
  });

  it('every announced table has its trigger in the migrated database, and the unannounced one has none', async () => {
    const rows = (await database.db.execute(
      sql`select event_object_table as table from information_schema.triggers where trigger_name like '%\\_changed' escape '\\' group by event_object_table`,
    )) as unknown as { rows?: { table: string }[] } & { table: string }[];
    const names = (rows.rows ?? rows).map((r) => r.table).sort();
    expect(names).toEqual([...ANNOUNCED_TABLES].sort());
  });

  it('hears an insert per table, a user row change per user, and nothing of a rolled-back write', async () => {
    const feed = database.changes();
    expect(feed.live).toBe(true);
    const coursesBefore = feed.tableVersion('courses');
    await database.db.insert(courses).values({ title: 'Feed', description: 'Heard by the feed.', level: 'Beginner', duration: '1 day', price: 0, downloadUrl: 'https://m.example.com/f.zip' });
    expect(await eventually(() => feed.tableVersion('courses') > coursesBefore)).toBe(true);

    const account = await createAccount(database.db);
    const userBefore = feed.userVersion(account.id);
    await database.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, account.id));
    expect(await eventually(() => feed.userVersion(account.id) > userBefore)).toBe(true);

    const eventsBefore = feed.tableVersion('events');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update events set title = title`);
        throw new Error('roll back');
      })
      .catch(() => {});
    // A later, committed write proves the feed is still hearing; the rolled-back one never arrived.
    const marker = feed.tableVersion('courses');
    await database.db.update(courses).set({ title: 'Feed again' }).where(eq(courses.title, 'Feed'));
    expect(await eventually(() => feed.tableVersion('courses') > marker)).toBe(true);
    expect(feed.tableVersion('events')).toBe(eventsBefore);
  });

  it.runIf(usingPostgres)('PostgreSQL: hears a write made by another process’s connection', async () => {
    const feed = database.changes();
    const other = database.reopen!();
    const before = feed.tableVersion('courses');
    await other.db.update(courses).set({ level: 'Intermediate' }).where(eq(courses.title, 'Feed again'));
    expect(await eventually(() => feed.tableVersion('courses') > before)).toBe(true);
  });

  it('an unknown notification forgets everything', () => {
    const counters = createChangeCounters();
    const epoch = counters.epoch;
    counters.receive('something else');
    expect(counters.epoch).toBe(epoch + 1);
  });
});

describe('read recorder', () => {
  const record = (...statements: string[]) => {
    const r: ReadRecord = { tables: new Set(), uncacheable: false };
    for (const s of statements) noteStatement(r, s);
    return { tables: [...r.tables].sort(), uncacheable: r.uncacheable };
  };

  it('records the tables a read names, quoted or not, in joins and subqueries', () => {
    expect(record('select "id" from "enrollments" inner join "courses" on "courses"."id" = "enrollments"."course_id"')).toEqual({
      tables: ['courses', 'enrollments'],
      uncacheable: false,
    });
    expect(record("with x as (select 1 from settings_sections) select * from x")).toEqual({ tables: ['settings_sections'], uncacheable: false });
  });

  it('marks writes, row locks and unannounced tables as uncacheable', () => {
    expect(record('insert into "audit_log" ("action") values ($1)').uncacheable).toBe(true);
    expect(record('update "users" set "last_login" = $1').uncacheable).toBe(true);
    expect(record('select * from "enrollments" for update').uncacheable).toBe(true);
    expect(record('with d as (delete from "subscribers" returning *) select * from d').uncacheable).toBe(true);
    expect(record('select "points" from "rate_limits" where "key" = $1').uncacheable).toBe(true);
    expect(record('begin').uncacheable).toBe(true);
    expect(record('select "updated_at" from "courses"').uncacheable).toBe(false);
    // Leading whitespace (a hand-written sql`` template) is still a read.
    expect(record('\n    select w.week from generate_series(0, 11) k, "enrollments"').uncacheable).toBe(false);
    expect(record('\n  with m as (select 1) select * from m').uncacheable).toBe(false);
  });
});

describe('write tracking', () => {
  it('collects the tables a transaction writes, not the ones its statements only read', () => {
    const written = new Set<string>();
    trackWrites(written, () => {
      noteWrite('insert into "enrollments" ("user_id") select "id" from "users" where "id" = $1');
      noteWrite('update "courses" set "title" = $1 where "id" in (select "course_id" from "enrollments")');
      noteWrite('delete from subscribers where id = $1');
      noteWrite('select * from "events"');
    });
    expect([...written].sort()).toEqual(['courses', 'enrollments', 'subscribers']);
  });
});
