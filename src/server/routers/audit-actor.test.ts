/**
 * The audit log names who made each change, by username, after their account is deleted: a
 * demoted and deleted admin's approvals and courses read "(deleted user)" before (probe 77, F4).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { users } from '../db/schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('audit actor', () => {
  it("keeps the actor's username on each row, so a deleted account's changes still say who made them", async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const { caller: colleague, account } = await signedInCaller(database.db, 'admin');
    const course = await colleague.courses.create({
      title: 'Made by a colleague',
      description: 'A course an admin who later leaves made.',
      level: 'Beginner',
      duration: '1 week',
      price: 1000,
      downloadUrl: 'https://example.com/materials.zip',
    });
    const rowFor = async () =>
      (await admin.admin.activity({ page: 1, pageSize: 50 })).items.find(
        (r) => r.action === 'course.create' && r.targetId === String(course.id),
      );
    expect(await rowFor()).toMatchObject({ actor: { id: account.id, username: account.username }, actorUsername: account.username });

    // The colleague leaves: demoted (as an admin's deletion requires), then deleted.
    await database.db.update(users).set({ role: 'user' }).where(eq(users.id, account.id));
    await admin.users.delete({ id: account.id, currentPassword: 'password123' });
    expect(await rowFor()).toMatchObject({ actor: null, actorUsername: account.username });
  });
});
