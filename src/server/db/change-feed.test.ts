/**
 * The database announces its changes (drizzle/0007_change_notifications.sql) and the feed hears
 * them: the caches of signed-in answers are only as honest as this.
 */
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../../test/db';
import { ANNOUNCED_TABLES, createChangeCounters, ownedKey } from './change-feed';
import { transactionWithinDeadline } from './commit-deadline';
import { executeRows } from './execute-rows';
import { noteStatement, UNANNOUNCED_TABLES, type ReadRecord } from './read-recorder';
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
    const coursesBefore = feed.changedAt('courses');
    await database.db.insert(courses).values({ title: 'Feed', description: 'Heard by the feed.', level: 'Beginner', duration: '1 day', price: 0, downloadUrl: 'https://m.example.com/f.zip' });
    expect(await eventually(() => feed.changedAt('courses') > coursesBefore)).toBe(true);

    const account = await createAccount(database.db);
    const userBefore = feed.changedAt(ownedKey('users', account.id));
    await database.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, account.id));
    expect(await eventually(() => feed.changedAt(ownedKey('users', account.id)) > userBefore)).toBe(true);

    const eventsBefore = feed.changedAt('events');
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update events set title = title`);
        throw new Error('roll back');
      })
      .catch(() => {});
    // A later, committed write proves the feed is still hearing; the rolled-back one never arrived.
    const marker = feed.changedAt('courses');
    await database.db.update(courses).set({ title: 'Feed again' }).where(eq(courses.title, 'Feed'));
    expect(await eventually(() => feed.changedAt('courses') > marker)).toBe(true);
    expect(feed.changedAt('events')).toBe(eventsBefore);
  });

  it.runIf(usingPostgres)('PostgreSQL: hears a write made by another process’s connection', async () => {
    const feed = database.changes();
    const other = database.reopen!();
    const before = feed.changedAt('courses');
    await other.db.update(courses).set({ level: 'Intermediate' }).where(eq(courses.title, 'Feed again'));
    expect(await eventually(() => feed.changedAt('courses') > before)).toBe(true);
  });

  it('an unknown notification (or a truncation) forgets everything; a known one stamps only its key', () => {
    const counters = createChangeCounters();
    for (const payload of ['something else', '*', '', 'o:enrollments:', 'o:enrollments:1x', 'u:*', 'u:-1', '{"tags":["blog"]}']) {
      const epoch = counters.epoch;
      counters.receive(payload);
      expect(counters.epoch, payload).toBe(epoch + 1);
    }
    const epoch = counters.epoch;
    counters.receive('o:enrollments:12');
    counters.receive('u:7');
    counters.receive('t:courses');
    expect(counters.epoch).toBe(epoch);
    expect(counters.changedAt(ownedKey('enrollments', 12))).toBe(counters.seq - 2);
    expect(counters.changedAt(ownedKey('users', 7))).toBe(counters.seq - 1);
    expect(counters.changedAt('courses')).toBe(counters.seq);
    expect(counters.changedAt(ownedKey('enrollments', 13))).toBe(0);
  });
});

describe('read recorder', () => {
  const record = (...statements: (string | [string, unknown[]])[]) => {
    const r: ReadRecord = { keys: new Set(), uncacheable: false };
    for (const s of statements) if (typeof s === "string") noteStatement(r, s); else noteStatement(r, s[0], s[1]);
    return { tables: [...r.keys].sort(), uncacheable: r.uncacheable };
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

describe('owned rows', () => {
  const record = (query: string, params: unknown[]) => {
    const r: ReadRecord = { keys: new Set(), uncacheable: false };
    noteStatement(r, query, params);
    return [...r.keys].sort();
  };
  const mine =
    'select "enrollments"."id", "courses"."title" from "enrollments" inner join "courses" on "courses"."id" = "enrollments"."course_id" where "enrollments"."user_id" = $1 order by "enrollments"."enrolled_at" desc';

  it('a read of one user’s rows depends on that user’s rows only', () => {
    expect(record(mine, [12])).toEqual(['courses', 'enrollments@12']);
    expect(record('select "id" from "users" where "users"."id" = $1 limit $2', [7, 1])).toEqual(['users@7']);
  });

  it('anything less certain depends on the whole table', () => {
    // Another condition may widen it, the table is read twice, or the owner is not a parameter.
    expect(record(mine.replace('where', 'where "enrollments"."id" = $2 or'), [12, 3])).toContain('enrollments');
    expect(record(`${mine.replace(' order by "enrollments"."enrolled_at" desc', '')} and exists (select 1 from "enrollments" e)`, [12])).toContain('enrollments');
    expect(record('select * from "enrollments" where "enrollments"."user_id" = "enrollments"."decided_by"', [])).toEqual(['enrollments']);
    expect(record('select * from "enrollments" where "enrollments"."user_id" = $1', ['12; drop'])).toEqual(['enrollments']);
    expect(record('select count(*) from "enrollments"', [])).toEqual(['enrollments']);
  });

  it('the database announces a write to one user’s rows under that user', async () => {
    const feed = database.changes();
    const account = await createAccount(database.db);
    const [course] = await database.db.select({ id: courses.id }).from(courses).limit(1);
    const before = { mine: feed.changedAt(ownedKey('enrollments', account.id)), other: feed.changedAt(ownedKey('enrollments', account.id + 1000)) };
    await database.db.insert(schema.enrollments).values({ userId: account.id, courseId: course!.id, price: 4999, paymentMethod: 'cash' });
    expect(await eventually(() => feed.changedAt(ownedKey('enrollments', account.id)) > before.mine)).toBe(true);
    expect(feed.changedAt('enrollments')).toBeGreaterThan(0);
    expect(feed.changedAt(ownedKey('enrollments', account.id + 1000))).toBe(before.other);
  });

  it('a transaction reads back what it announced, once each, and nothing leaks into the next one', async () => {
    const account = await createAccount(database.db);
    const announced = await database.db.transaction(async (tx) => {
      await tx.update(users).set({ fullName: 'Announced Once' }).where(eq(users.id, account.id));
      await tx.update(users).set({ fullName: 'Announced Twice' }).where(eq(users.id, account.id));
      const rows = (await tx.execute(sql`select current_setting('dce.changes', true) as announced`)) as unknown as
        | { rows: { announced: string }[] }
        | { announced: string }[];
      return ('rows' in rows ? rows.rows : rows)[0]!.announced.split('\n').filter(Boolean).sort();
    });
    expect(announced).toEqual(['t:users', `u:${account.id}`]);
    const next = await database.db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`select coalesce(current_setting('dce.changes', true), '') as announced`)) as unknown as
        | { rows: { announced: string }[] }
        | { announced: string }[];
      return ('rows' in rows ? rows.rows : rows)[0]!.announced;
    });
    expect(next).toBe('');
  });

  it('a transaction touching many owners announces each of a bulk decision’s 200, and past 16 KB of announcements says everything once', async () => {
    const feed = database.changes();
    const [course] = await database.db
      .insert(courses)
      .values({ title: 'Bulk', description: 'Many learners at once.', level: 'Beginner', duration: '1 day', price: 0, downloadUrl: 'https://m.example.com/b.zip' })
      .returning({ id: courses.id });
    const epochBefore = feed.epoch;
    const announcedAfter = await database.db.transaction(async (tx) => {
      const announced = async () => {
        const [row] = await executeRows<{ announced: string }>(tx, sql`select current_setting('dce.changes', true) as announced`);
        return row!.announced.split('\n').filter(Boolean);
      };
      const enrolMany = (from: number, to: number) =>
        tx.execute(sql`
          with learners as (
            insert into users (username, full_name, email, password_hash)
            select 'bulk' || g, 'Bulk ' || g, 'bulk' || g || '@example.com', 'x' from generate_series(${from}::int, ${to}::int) g
            returning id)
          insert into enrollments (user_id, course_id, price, payment_method) select id, ${course!.id}, 4999, 'cash' from learners`);
      await enrolMany(1, 200);
      const fine = await announced();
      // 2,000 more owners in one statement: the list would have grown to 2,200 entries, each row
      // scanning and copying all of it (quadratic: 100,000 owners in one INSERT took 311 s on PostgreSQL 15).
      await enrolMany(201, 2_200);
      return { fine, coarse: await announced() };
    });
    expect(announcedAfter.fine.filter((p) => p.startsWith('o:enrollments:'))).toHaveLength(200);
    expect(announcedAfter.coarse).toEqual(['*']);
    expect(await eventually(() => feed.epoch > epochBefore)).toBe(true);
  });
});

describe("a writer's own echo", () => {
  /** One write of this process: applied at its commit, its echo heard later (PostgreSQL) or first (PGlite). */
  const write = (counters: ReturnType<typeof createChangeCounters>, payloads: string[]) => {
    const marker = counters.writeMarker()!;
    return {
      marker,
      applied: () => counters.applyLocal(payloads, marker),
      echo: () => [...payloads, marker].forEach((p) => counters.receive(p)),
    };
  };

  it('the echo of a write already applied stamps nothing again; a later write by anyone still does', () => {
    const counters = createChangeCounters();
    counters.reset(true);
    const mine = write(counters, ['t:enrollments', 'o:enrollments:12']);
    mine.applied();
    const atCommit = { table: counters.changedAt('enrollments'), mine: counters.changedAt(ownedKey('enrollments', 12)), epoch: counters.epoch };
    mine.echo();
    expect([counters.changedAt('enrollments'), counters.changedAt(ownedKey('enrollments', 12)), counters.epoch]).toEqual([
      atCommit.table,
      atCommit.mine,
      atCommit.epoch,
    ]);
    // The marker ended the credit: the same keys written next (here or elsewhere) are stamped.
    counters.receive('o:enrollments:12');
    expect(counters.changedAt(ownedKey('enrollments', 12))).toBeGreaterThan(atCommit.mine);
  });

  it('an echo heard before the write is applied (PGlite, or a fast listener) leaves no credit behind', () => {
    const counters = createChangeCounters();
    counters.reset(true);
    const mine = write(counters, ['t:courses']);
    mine.echo();
    mine.applied();
    const applied = counters.changedAt('courses');
    counters.receive('t:courses'); // another process's later write
    expect(counters.changedAt('courses')).toBeGreaterThan(applied);
  });

  it('half an echo heard before the write is applied: the rest spends credits, the marker drops what is left', () => {
    const counters = createChangeCounters();
    counters.reset(true);
    const mine = write(counters, ['t:users', 'u:7']);
    counters.receive('t:users');
    mine.applied();
    counters.receive('u:7');
    const users7 = counters.changedAt(ownedKey('users', 7));
    counters.receive(mine.marker);
    counters.receive('t:users'); // a later write: its credit was dropped with the marker
    expect(counters.changedAt('users')).toBe(counters.seq);
    expect(counters.changedAt(ownedKey('users', 7))).toBe(users7);
  });

  it('no credit across a lost connection, for another feed’s marker, or for a write with no marker', () => {
    const counters = createChangeCounters();
    counters.reset(true);
    const beforeLoss = write(counters, ['t:events']);
    counters.reset(false);
    counters.reset(true);
    beforeLoss.applied(); // its echo may never come: the listen it was made under is gone
    counters.receive('t:events');
    expect(counters.changedAt('events')).toBe(counters.seq);
    counters.applyLocal(['t:events']);
    counters.receive('t:events');
    expect(counters.changedAt('events')).toBe(counters.seq);
    const other = createChangeCounters();
    other.reset(true);
    const theirs = other.writeMarker()!;
    const epoch = counters.epoch;
    counters.receive(theirs);
    expect(counters.epoch).toBe(epoch);
    const notListening = createChangeCounters();
    expect(notListening.writeMarker()).toBeUndefined();
  });

  it('through the database: a mutation transaction sends its marker last, and its echo does not restamp its keys', async () => {
    const feed = database.changes();
    const account = await createAccount(database.db);
    const key = ownedKey('users', account.id);
    const marker = feed.writeMarker();
    expect(marker).toMatch(/^w:/);
    const committed = await transactionWithinDeadline(
      database.db,
      undefined,
      (tx) => tx.update(users).set({ fullName: 'Own Echo' }).where(eq(users.id, account.id)),
      marker,
    );
    expect(committed.marker).toBe(marker);
    expect(committed.announced).toContain(`u:${account.id}`);
    feed.applyLocal(committed.announced, committed.marker);
    const atCommit = feed.changedAt(key);
    // A later write by another statement: once it is heard, the echo (committed before it) was heard too.
    const coursesBefore = feed.changedAt('courses');
    await database.db.update(courses).set({ duration: '2 days' }).where(eq(courses.title, 'Bulk'));
    expect(await eventually(() => feed.changedAt('courses') > coursesBefore)).toBe(true);
    expect(feed.changedAt(key)).toBe(atCommit);
    // And a transaction that announced nothing sends no marker.
    const quiet = await transactionWithinDeadline(database.db, undefined, (tx) => tx.select().from(courses).limit(1), feed.writeMarker());
    expect([quiet.announced, quiet.marker]).toEqual([[], undefined]);
  });
});
