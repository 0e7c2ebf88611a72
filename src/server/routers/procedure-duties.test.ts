/**
 * Duties live in procedure metadata so no procedure body can forget them. This test lists every
 * mutation of the app and checks each declares a rate-limit and an audit policy, that public
 * mutations are limited, that admin writes are audited, and that the middleware enforces them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { RATE_LIMIT_RULES } from '../security/rate-limits';
import { recordAudit } from '../services/audit';
import { createContextInner } from '../trpc/context';
import { router, type ProcedureMeta } from '../trpc/init';
import { adminProcedure, publicProcedure } from '../trpc/procedures';
import { memorySession } from '../trpc/session';
import { routerProcedures } from '../library-internals';
import { appRouter } from './_app';

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  meta?: ProcedureMeta;
}

const procedures = Object.entries(routerProcedures(appRouter) as Record<string, ProcedureDef>).map(([path, p]) => ({ path, ...p }));
const mutations = procedures.filter((p) => p.type === 'mutation');

/** Mutations open to anyone or any signed-in user: each must count against a limit. */
const PUBLIC_MUTATIONS = new Set([
  'auth.register',
  'auth.login',
  'auth.logout',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'contact.send',
  'subscribers.subscribe',
  'subscribers.unsubscribe',
  'enrollments.enroll',
  'enrollments.updateReference',
  'enrollments.changeMethod',
  'twoFactor.login',
  'account.changePassword',
  'account.requestEmailChange',
  'account.confirmEmailChange',
  'account.deleteAccount',
  'webauthn.loginOptions',
  'webauthn.loginVerify',
  'progress.set',
  'progress.sync',
  'progress.submitQuiz',
  'certificates.issue',
]);

describe('every mutation declares its duties', () => {
  it('finds the mutations', () => {
    expect(mutations.length).toBeGreaterThan(25);
  });

  it.each(mutations.map((m) => [m.path, m] as const))('%s declares a rate limit and an audit policy', (path, m) => {
    expect(m.meta?.rateLimit, `${path}: rateLimit`).toBeDefined();
    expect(m.meta?.audit, `${path}: audit`).toBeDefined();
    const limits = m.meta?.rateLimit === 'none' ? [] : [m.meta?.rateLimit].flat();
    for (const name of limits) expect(Object.keys(RATE_LIMIT_RULES), `${path}: ${String(name)}`).toContain(name);
    if (PUBLIC_MUTATIONS.has(path)) {
      expect(m.meta?.rateLimit, `${path} is open to the public: it needs a limit`).not.toBe('none');
    } else {
      expect(m.meta?.audit, `${path} is an admin write: it must be audited`).toBe('required');
    }
  });
});

describe('the duties middleware', () => {
  const testRouter = router({
    forgetful: adminProcedure.meta({ rateLimit: 'none', audit: 'required' }).mutation(() => 'done'),
    audited: adminProcedure.meta({ rateLimit: 'none', audit: 'required', successStatus: 201 }).mutation(async ({ ctx }) => {
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'test.write', targetType: 'test' });
      return 'done';
    }),
    limited: publicProcedure.meta({ rateLimit: 'contact', audit: 'none' }).mutation(() => 'sent'),
  });

  it('refuses an audited mutation that wrote no audit row, and applies the status and hands on what the write announced on success', async () => {
    const database = await createTestDatabase();
    try {
      const admin = await createAccount(database.db, 'admin');
      const committed: (readonly string[])[] = [];
      const ctx = await createContextInner({
        db: database.db,
        session: memorySession({ uid: admin.id, v: 1, iat: Date.now() }),
        ownWrites: { writeMarker: () => undefined, applyLocal: (announced) => void committed.push(announced) },
      });
      const caller = testRouter.createCaller(ctx);
      await expect(caller.forgetful()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
      expect(committed).toEqual([]);
      await expect(caller.audited()).resolves.toBe('done');
      expect(ctx.response.status).toBe(201);
      // What the committed write's triggers announced, handed over for this process's cache.
      expect(committed).toHaveLength(1);
      expect(committed[0]).toContain('t:audit_log');
    } finally {
      await database.close();
    }
  });

  it('counts a declared limit before the body runs', async () => {
    const database = await createTestDatabase();
    try {
      const counted: string[] = [];
      const ctx = await createContextInner({
        db: database.db,
        session: memorySession(),
        ip: '::ffff:192.0.2.9',
        limits: {
          consume: async (name, key) => {
            counted.push(`${name}:${key}`);
          },
          attempt: async () => 1,
          tally: async () => 1,
          check: async () => {},
          refund: async () => {},
          reset: async () => {},
          loginFailed: async () => {},
          loginAttempt: async () => ({ failed: async () => {}, succeeded: async () => {} }),
        },
      });
      await expect(testRouter.createCaller(ctx).limited()).resolves.toBe('sent');
      expect(counted).toEqual(['contact:192.0.2.9']);
    } finally {
      await database.close();
    }
  });
});

describe("the transaction is the middleware's", () => {
  it('no router opens a transaction of its own: every mutation already runs in one (mutation-transaction.ts)', () => {
    const folder = path.dirname(new URL(import.meta.url).pathname);
    const opening = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => /\.transaction\(/.test(readFileSync(path.join(folder, name), 'utf8')));
    expect(opening).toEqual([]);
  });
});
