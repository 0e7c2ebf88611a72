/**
 * Every procedure × {anonymous, user A, user B, admin}. The table below says who may call what;
 * the test checks each cell against the real router (a new procedure fails until it is classified),
 * then checks that users cannot read or change each other's data.
 */
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { configurePayments } from '../../../test/payments';
import type { Database } from '../db/client';
import { memorySession } from '../trpc/session';
import { routerProcedures } from '../library-internals';
import { appRouter } from './_app';

type Access = 'public' | 'signed-in' | 'admin';

const EXPECTED: Record<string, Access> = {
  'admin.stats': 'admin',
  'admin.activity': 'admin',
  'admin.emails': 'admin',
  'auth.register': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.me': 'signed-in',
  'auth.current': 'public',
  'auth.requestPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.resetLinkStatus': 'public',
  'account.emailChangeLink': 'public',
  'contact.send': 'public',
  'contact.list': 'admin',
  'contact.update': 'admin',
  'contact.delete': 'admin',
  'content.page': 'public',
  'content.legal': 'public',
  'content.list': 'public',
  'content.guideCards': 'public',
  'search.results': 'public',
  'search.page': 'public',
  'content.policy': 'public',
  'subscribers.subscribe': 'public',
  'subscribers.unsubscribe': 'public',
  'subscribers.linkStatus': 'public',
  'subscribers.list': 'admin',
  'subscribers.export': 'admin',
  'subscribers.exportCsv': 'admin',
  'subscribers.create': 'admin',
  'subscribers.update': 'admin',
  'subscribers.delete': 'admin',
  'subscribers.sendIssue': 'admin',
  'subscribers.sendTestIssue': 'admin',
  'subscribers.issues': 'admin',
  'users.list': 'admin',
  'users.create': 'admin',
  'users.update': 'admin',
  'users.delete': 'admin',
  'users.resetTwoFactor': 'admin',
  'users.unlockLogin': 'admin',
  'blog.list': 'public',
  'blog.bySlug': 'public',
  'blog.movedSlug': 'public',
  'blog.create': 'admin',
  'blog.update': 'admin',
  'blog.delete': 'admin',
  'courses.list': 'public',
  'courses.byId': 'public',
  'courses.create': 'admin',
  'courses.update': 'admin',
  'courses.delete': 'admin',
  'enrollments.mine': 'signed-in',
  'enrollments.enroll': 'signed-in',
  'enrollments.pending': 'admin',
  'enrollments.approve': 'admin',
  'enrollments.reject': 'admin',
  'enrollments.updateReference': 'signed-in',
  'enrollments.changeMethod': 'signed-in',
  'enrollments.bulk': 'admin',
  'enrollments.exportCsv': 'admin',
  'enrollments.recent': 'admin',
  'enrollments.undo': 'admin',
  'enrollments.undoMany': 'admin',
  'payments.instructions': 'public',
  'payments.updateSettings': 'admin',
  'payments.updateSecurity': 'admin',
  'twoFactor.status': 'admin',
  'twoFactor.setup': 'admin',
  'twoFactor.confirm': 'admin',
  'twoFactor.disable': 'admin',
  'twoFactor.recoveryCodes': 'admin',
  'twoFactor.login': 'public',
  'webauthn.registerOptions': 'signed-in',
  'webauthn.registerVerify': 'signed-in',
  'webauthn.loginOptions': 'public',
  'webauthn.loginVerify': 'public',
  'webauthn.list': 'signed-in',
  'webauthn.remove': 'signed-in',
  'admin.trends': 'admin',
  'launch.checklist': 'admin',
  'launch.demoContent': 'admin',
  'launch.removeDemoContent': 'admin',
  'events.list': 'public',
  'events.byId': 'public',
  'events.create': 'admin',
  'events.update': 'admin',
  'events.delete': 'admin',
  'settings.get': 'public',
  'settings.site': 'public',
  'settings.updateCompany': 'admin',
  'settings.admin': 'admin',
  'settings.updateNotifications': 'admin',
  'settings.updateAppearance': 'admin',
  'settings.updateContent': 'admin',
  'account.changePassword': 'signed-in',
  'account.requestEmailChange': 'signed-in',
  'account.confirmEmailChange': 'public',
  'account.deleteAccount': 'signed-in',
  'account.export': 'signed-in',
  'progress.list': 'signed-in',
  'progress.set': 'signed-in',
  'progress.sync': 'signed-in',
  'progress.quizPasses': 'signed-in',
  'progress.submitQuiz': 'signed-in',
  'progress.quiz': 'public',
  'progress.tracks': 'public',
  'certificates.byCode': 'public',
  'certificates.mine': 'signed-in',
  'certificates.issue': 'signed-in',
  'images.list': 'admin',
  'images.delete': 'admin',
};

let database: Database;
let accounts: Record<'userA' | 'userB' | 'admin', { id: number; username: string; password: string }>;

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  accounts = {
    userA: await createAccount(database.db, 'user'),
    userB: await createAccount(database.db, 'user'),
    admin: await createAccount(database.db, 'admin'),
  };
});
afterAll(async () => {
  await database.close();
});

type Role = 'anonymous' | keyof typeof accounts;
const ROLES: Role[] = ['anonymous', 'userA', 'userB', 'admin'];

async function callerFor(role: Role) {
  const session = role === 'anonymous' ? memorySession() : memorySession({ uid: accounts[role].id, v: 1, iat: Date.now() });
  return (await callerWithSession(database.db, session)).caller;
}

/** Calls a procedure by path with an input that is wrong on purpose: only authorisation can be observed. */
async function outcome(role: Role, path: string): Promise<string> {
  const caller = (await callerFor(role)) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const [group, name] = path.split('.') as [string, string];
  try {
    await caller[group]![name]!({ __matrix: true });
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'THREW';
  }
}

describe('authorization matrix', () => {
  const procedures = Object.keys(routerProcedures(appRouter));

  it('classifies every procedure, and nothing else', () => {
    expect(new Set(procedures)).toEqual(new Set(Object.keys(EXPECTED)));
  });

  it('each procedure answers each role as the table says (anonymous 401, non-admin 403, allowed roles get past authorisation)', async () => {
    // Logging out changes the session: it goes last.
    const ordered = [...procedures.filter((p) => p !== 'auth.logout'), 'auth.logout'];
    let cells = 0;
    for (const path of ordered) {
      for (const role of ROLES) {
        const got = await outcome(role, path);
        const access = EXPECTED[path];
        const denied = got === 'UNAUTHORIZED' || got === 'FORBIDDEN';
        if (role === 'anonymous' && access !== 'public') expect(got, `${path} as ${role}`).toBe('UNAUTHORIZED');
        else if (role !== 'admin' && access === 'admin') expect(got, `${path} as ${role}`).toBe('FORBIDDEN');
        else expect(denied, `${path} as ${role}: ${got}`).toBe(false);
        cells++;
      }
    }
    expect(cells).toBe(procedures.length * ROLES.length);
  }, 60_000);

  it('no cross-user reads or writes: enrollments belong to their learner', async () => {
    const admin = await callerFor('admin');
    const course = await admin.courses.create({
      title: 'Matrix Course',
      description: 'A course for the authorization matrix.',
      level: 'Beginner',
      duration: '4 weeks',
      price: 4999,
      downloadUrl: 'https://materials.example.com/matrix.zip',
      youtubePlaylistUrl: null,
    } as never);
    const a = await callerFor('userA');
    const b = await callerFor('userB');
    const created = await a.enrollments.enroll({ courseId: course.id, paymentMethod: 'usdt', paymentReference: 'A-REF-1' });
    const enrollmentId = created.id;
    // B cannot touch A's payment reference: the enrollment does not exist for B.
    await expect(b.enrollments.updateReference({ id: enrollmentId, paymentReference: 'B-STEAL' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Nor how A pays: the same answer as an id that does not exist.
    await expect(b.enrollments.changeMethod({ id: enrollmentId, paymentMethod: 'cash' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await admin.enrollments.approve({ id: enrollmentId } as never);

    // A sees the enrollment and its materials; B sees neither.
    expect(JSON.stringify(await a.enrollments.mine())).toContain('matrix.zip');
    const seenByB = JSON.stringify(await b.enrollments.mine());
    expect(seenByB).not.toContain('A-REF-1');
    expect(seenByB).not.toContain('matrix.zip');
    expect(JSON.stringify(await b.courses.byId({ id: course.id }))).not.toContain('matrix.zip');
    await expect(b.enrollments.approve({ id: enrollmentId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(b.enrollments.reject({ id: enrollmentId, note: 'no' } as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(b.users.update({ id: accounts.userA.id } as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(b.users.delete({ id: accounts.userA.id, currentPassword: 'password123' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Users cannot see other people's accounts at all.
    await expect(b.users.list({ page: 1, pageSize: 10 } as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
