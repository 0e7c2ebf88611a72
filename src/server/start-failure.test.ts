import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './db/client';
import { startFailureText } from './start-failure';

describe('the line printed when the server cannot start', () => {
  it("names the database's own reason under drizzle's failed query, without the address's password (probe 72, F3)", async () => {
    // Nothing listens on port 1: the first migration query fails as a stopped database would.
    const url = 'postgres://operator:Pw99%2FSecret@127.0.0.1:1/site';
    const database = openPostgres(url);
    const failureOf = (work: Promise<unknown>) => work.then(() => undefined).catch((err: unknown) => err);
    try {
      // A query through drizzle: its error is the SQL, the reason is its cause.
      const wrapped = startFailureText(await failureOf(database.db.execute(sql`select 1`)), { DATABASE_URL: url });
      expect(wrapped).toMatch(/^Failed to start: Failed query: select 1/);
      expect(wrapped).toMatch(/\n {2}because: .*ECONNREFUSED/);
      expect(wrapped).not.toMatch(/Pw99/);
      // The start itself (the migrations' lock is taken first): the reason on the first line.
      const started = startFailureText(await failureOf(database.migrate()), { DATABASE_URL: url });
      expect(started).toMatch(/^Failed to start: .*ECONNREFUSED/);
      expect(started).not.toMatch(/Pw99/);
    } finally {
      await database.close().catch(() => {});
    }
  });

  it('blanks the passwords of both configured addresses wherever a message repeats them', () => {
    const err = new Error('connect to smtp://mail:S3cret@mx failed', { cause: new Error('login S3cret refused for db P%40ss and P@ss') });
    const text = startFailureText(err, { SMTP_URL: 'smtp://mail:S3cret@mx:587', DATABASE_URL: 'postgres://u:P%40ss@db/x' });
    expect(text).toBe(
      'Failed to start: connect to smtp://mail:[password]@mx failed\n  because: login [password] refused for db [password] and [password]',
    );
  });
});
