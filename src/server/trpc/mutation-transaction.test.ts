/**
 * One transaction per mutation (issue 24, item 3): a failed mutation leaves nothing behind, and a
 * request that began with a session revoked before it writes fails instead of writing (issue 25,
 * finding 1: the thief's second request raced the password change).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { recordAudit } from '../services/audit';
import { appRouter } from '../routers/_app';
import { createContextInner } from './context';
import { createCallerFactory, router, TRPCError } from './init';
import { SESSION_ENDED } from './mutation-transaction';
import { authedProcedure } from './procedures';
import { memorySession } from './session';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const testRouter = router({
  writeThenFail: authedProcedure.meta({ rateLimit: 'none', audit: 'none' }).mutation(async ({ ctx }) => {
    await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'test.half_done', targetType: 'user', targetId: ctx.user.id });
    throw new TRPCError({ code: 'CONFLICT', message: 'changed my mind' });
  }),
});

describe('one transaction per mutation', () => {
  it("a mutation reads through its own transaction, never the request's kept shared reads", async () => {
    const account = await createAccount(database.db);
    const store = {
      get: () => ({ value: 'a kept copy', keys: [], expires: Infinity }),
      stamp: () => ({ epoch: 0, seq: 0 }),
      set: () => {},
    };
    const sawStore = router({
      write: authedProcedure.meta({ rateLimit: 'none', audit: 'none' }).mutation(({ ctx }) => ctx.sharedReads !== undefined),
    });
    const ctx = await createContextInner({
      db: database.db,
      session: memorySession({ uid: account.id, v: 1, iat: Date.now() }),
      sharedReads: store,
    });
    expect(ctx.sharedReads).toBe(store);
    expect(await sawStore.createCaller(ctx).write()).toBe(false);
  });

  it('a mutation that fails after writing leaves no write behind', async () => {
    const account = await createAccount(database.db);
    const ctx = await createContextInner({ db: database.db, session: memorySession({ uid: account.id, v: 1, iat: Date.now() }) });
    await expect(testRouter.createCaller(ctx).writeThenFail()).rejects.toMatchObject({ code: 'CONFLICT' });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.half_done'));
    expect(rows).toHaveLength(0);
  });

  it('work handed to afterTransaction runs in a transaction of its own: it is one unit even after the mutation failed (review 53)', async () => {
    const account = await createAccount(database.db);
    const failingWithAfterwards = router({
      write: authedProcedure.meta({ rateLimit: 'none', audit: 'none' }).mutation(({ ctx }) => {
        // Half done, then a failure: on the bare pool the first write would stay.
        ctx.afterTransaction(async (tx) => {
          await recordAudit(tx, { actorId: account.id, action: 'test.after_half_done', targetType: 'user', targetId: account.id });
          throw new Error('the second half failed');
        });
        // And a whole one, which stays although the mutation itself fails.
        ctx.afterTransaction((tx) =>
          recordAudit(tx, { actorId: account.id, action: 'test.after_whole', targetType: 'user', targetId: account.id }),
        );
        throw new TRPCError({ code: 'CONFLICT', message: 'changed my mind' });
      }),
    });
    const ctx = await createContextInner({ db: database.db, session: memorySession({ uid: account.id, v: 1, iat: Date.now() }) });
    await expect(failingWithAfterwards.createCaller(ctx).write()).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.after_half_done'))).toHaveLength(0);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.after_whole'))).toHaveLength(1);
  });

  it('a request that began before a password change committed cannot write after it', async () => {
    const account = await createAccount(database.db, 'admin');
    const session = memorySession({ uid: account.id, v: 1, iat: Date.now() });
    // The thief's request: its context (and so its user) was loaded before the change.
    const early = await createContextInner({ db: database.db, session: { ...session, data: { ...session.data } } });
    expect(early.user?.id).toBe(account.id);
    // The owner's password change commits (it ends every other session).
    const owner = (await callerWithSession(database.db, session)).caller;
    await owner.users.update({
      id: account.id,
      username: account.username,
      email: account.email,
      fullName: account.fullName,
      role: 'admin',
      password: 'owner-new-pass',
      currentPassword: account.password,
    });
    // Now the early request goes on to write: refused inside its transaction.
    const late = createCallerFactory(appRouter)(early);
    await expect(late.twoFactor.setup({ password: 'owner-new-pass' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: SESSION_ENDED,
    });
    const [row] = await database.db.select({ pending: users.totpPendingSecret }).from(users).where(eq(users.id, account.id));
    expect(row?.pending).toBeNull();
  });

  it('the same request with a session still current goes through', async () => {
    const account = await createAccount(database.db, 'admin');
    const ctx = await createContextInner({ db: database.db, session: memorySession({ uid: account.id, v: 1, iat: Date.now() }) });
    await expect(createCallerFactory(appRouter)(ctx).twoFactor.setup({ password: account.password })).resolves.toMatchObject({
      secret: expect.any(String),
    });
  });
});
