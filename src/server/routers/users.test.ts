import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, createAccount, signedInCaller } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certificates, emailOutbox } from '../db/schema';
import { ADMIN_DELETE_MESSAGE } from '../../shared/schemas/users';
import { memorySession } from '../trpc/session';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: false });
});
afterAll(async () => {
  await database.close();
});

describe('users (admin)', () => {
  it('creates users, refuses duplicates with 409, and pages with search', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const created = await admin.users.create({
      username: 'marie_roseau',
      email: 'Marie@Example.com',
      fullName: 'Marie Joseph',
      role: 'user',
      password: 'secret12',
    });
    expect(created).toMatchObject({ username: 'marie_roseau', email: 'marie@example.com', lastLogin: null });
    await expect(
      admin.users.create({ username: 'MARIE_ROSEAU', email: 'x@example.com', fullName: 'X Y', role: 'user', password: 'secret12' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      admin.users.create({ username: 'other_name', email: 'marie@example.com', fullName: 'X Y', role: 'user', password: 'secret12' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    for (let i = 0; i < 5; i++) await createAccount(database.db, 'user', `pager_${i}`);
    const page1 = await admin.users.list({ page: 1, pageSize: 3 });
    expect(page1.items).toHaveLength(3);
    expect(page1.total).toBeGreaterThanOrEqual(8);
    const page2 = await admin.users.list({ page: 2, pageSize: 3 });
    expect(page2.items.map((u) => u.id)).not.toEqual(expect.arrayContaining(page1.items.map((u) => u.id)));
    const search = await admin.users.list({ page: 1, pageSize: 20, q: 'joseph' });
    expect(search.items.map((u) => u.username)).toEqual(['marie_roseau']);
    expect((await admin.users.list({ page: 1, pageSize: 20, q: 'pager_' })).total).toBe(5);
    expect((await admin.users.list({ page: 1, pageSize: 20, q: '%' })).total).toBe(0);
  });

  it('protects the primary admin and the acting admin', async () => {
    const { caller: admin, account } = await signedInCaller(database.db, 'admin');
    await expect(admin.users.delete({ id: 1, currentPassword: 'password123' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot delete the primary admin account.',
    });
    await expect(
      admin.users.update({ id: 1, username: 'admin', email: 'admin@example.com', fullName: 'Site Administrator', role: 'user' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(admin.users.delete({ id: account.id, currentPassword: 'password123' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot delete your own account.',
    });
    await expect(
      admin.users.update({ id: account.id, username: account.username, email: account.email, fullName: account.fullName, role: 'user' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('a role change, password reset or deletion ends that user sessions at once', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const target = await createAccount(database.db);
    const session = memorySession({ uid: target.id, v: 1, iat: Date.now() });
    const { caller: targetCaller } = await callerWithSession(database.db, session);
    expect((await targetCaller.auth.me()).id).toBe(target.id);

    // A role change takes the acting admin's step-up proof (issue 25).
    await admin.users.update({
      id: target.id,
      username: target.username,
      email: target.email,
      fullName: target.fullName,
      role: 'admin',
      currentPassword: 'password123',
    });
    await expect(targetCaller.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    // Sign in again, then a password reset ends that session too.
    const { caller: again, session: s2 } = await callerWithSession(database.db);
    await again.auth.login({ username: target.username, password: target.password });
    await admin.users.update({
      id: target.id,
      username: target.username,
      email: target.email,
      fullName: 'Renamed Person',
      role: 'admin',
      password: 'brand-new-pass',
      // The target is an admin now: resetting their password needs the acting admin's own.
      currentPassword: 'password123',
    });
    await expect(again.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(again.auth.login({ username: target.username, password: target.password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await again.auth.login({ username: target.username, password: 'brand-new-pass' });
    expect(s2.data.uid).toBe(target.id);

    // An edit without role or password change keeps the session.
    await admin.users.update({ id: target.id, username: target.username, email: target.email, fullName: 'Renamed Again', role: 'admin' });
    expect((await again.auth.me()).fullName).toBe('Renamed Again');

    // An admin is deleted only once their role is removed, which takes the acting admin's password.
    await expect(admin.users.delete({ id: target.id, currentPassword: 'password123' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ADMIN_DELETE_MESSAGE,
    });
    expect((await again.auth.me()).id).toBe(target.id);
    const demote = { id: target.id, username: target.username, email: target.email, fullName: 'Renamed Again', role: 'user' as const };
    await expect(admin.users.update(demote)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await admin.users.update({ ...demote, currentPassword: 'password123' });
    const { caller: third } = await callerWithSession(database.db);
    await third.auth.login({ username: target.username, password: 'brand-new-pass' });
    await admin.users.delete({ id: target.id, currentPassword: 'password123' });
    await expect(third.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // The deleted account's address is told who did it (probe 71, F3: nothing was sent).
    const told = await database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, target.email), eq(emailOutbox.kind, 'account.deleted_by_admin')));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('An administrator deleted your account');
  });

  it("an admin's correction of a learner's name reaches the certificates already issued, under the same codes", async () => {
    const learner = await createAccount(database.db);
    const other = await createAccount(database.db);
    await database.db.insert(certificates).values([
      { code: 'AAAABBBBCCCCDDDD', userId: learner.id, track: 'crypto-foundations', name: learner.fullName },
      { code: 'EEEEFFFFGGGGHHHH', userId: other.id, track: 'crypto-foundations', name: other.fullName },
    ]);
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller: visitor } = await callerWithSession(database.db);
    await admin.users.update({ id: learner.id, username: learner.username, email: learner.email, fullName: 'Jóhn Baptiste', role: 'user' });
    expect(await visitor.certificates.byCode({ code: 'AAAABBBBCCCCDDDD' })).toMatchObject({ name: 'Jóhn Baptiste' });
    expect(await visitor.certificates.byCode({ code: 'EEEEFFFFGGGGHHHH' })).toMatchObject({ name: other.fullName });
  });

  it('records lastLogin and is admin-only', async () => {
    const account = await createAccount(database.db);
    const { caller } = await callerWithSession(database.db);
    await caller.auth.login({ username: account.username, password: account.password });
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const found = (await admin.users.list({ page: 1, pageSize: 5, q: account.username })).items[0];
    expect(found?.lastLogin).toBeInstanceOf(Date);
    await expect(caller.users.list({ page: 1, pageSize: 5 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller.users.create({ username: 'sneaky', email: 's@example.com', fullName: 'Sneaky', role: 'admin', password: 'secret12' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('validates with the admin form messages', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    await expect(admin.users.create({ username: 'ab', email: 'bad', fullName: 'A', role: 'user', password: '1' })).rejects.toMatchObject({
      message: expect.stringContaining('Invalid email address'),
    });
    await expect(
      admin.users.create({ username: 'valid_name', email: 'v@example.com', fullName: 'Val', role: 'owner' as never, password: 'secret12' }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Role is required'),
    });
  });
});
