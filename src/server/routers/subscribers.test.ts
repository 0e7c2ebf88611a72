import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { subscribers } from '../db/schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('newsletter', () => {
  it('answers the same for new, existing and reactivated addresses, and gives each a token', async () => {
    const { caller } = await callerWithSession(database.db);
    const first = await caller.subscribers.subscribe({ email: 'Reader@Example.com' });
    const again = await caller.subscribers.subscribe({ email: 'reader@example.com' });
    expect(again).toEqual(first);
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.email, 'reader@example.com'));
    expect(row?.subscribed).toBe(true);
    expect(row?.unsubscribeToken.length).toBeGreaterThanOrEqual(24);

    expect(await caller.subscribers.unsubscribe({ token: row!.unsubscribeToken })).toEqual({ success: true });
    const [off] = await database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(off).toMatchObject({ subscribed: false });
    expect(off?.unsubscribedAt).toBeInstanceOf(Date);

    expect(await caller.subscribers.subscribe({ email: 'reader@example.com' })).toEqual(first);
    const [back] = await database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(back).toMatchObject({ subscribed: true, unsubscribedAt: null });
    await expect(caller.subscribers.unsubscribe({ token: 'x'.repeat(32) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.subscribers.subscribe({ email: 'not-an-email' })).rejects.toMatchObject({
      message: expect.stringContaining('Please enter a valid email address'),
    });
  });
});

describe('subscribers (admin)', () => {
  it('adds, filters, pages, (de)activates, exports and deletes', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const added = await admin.subscribers.create({ email: 'added@example.com', subscribed: true });
    await expect(admin.subscribers.create({ email: 'ADDED@example.com', subscribed: true })).rejects.toMatchObject({ code: 'CONFLICT' });
    const inactive = await admin.subscribers.create({ email: 'quiet@example.com', subscribed: false });
    expect(inactive.unsubscribedAt).toBeInstanceOf(Date);
    for (let i = 0; i < 4; i++) await admin.subscribers.create({ email: `bulk${i}@example.com`, subscribed: true });

    const page = await admin.subscribers.list({ page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.counts.total).toBe(page.total);
    expect(page.counts.active).toBe(page.total - 1);
    expect((await admin.subscribers.list({ page: 1, pageSize: 50, status: 'inactive' })).items.map((s) => s.email)).toEqual([
      'quiet@example.com',
    ]);
    expect((await admin.subscribers.list({ page: 1, pageSize: 50, q: 'bulk' })).total).toBe(4);

    const deactivated = await admin.subscribers.update({ id: added.id, subscribed: false });
    expect(deactivated.subscribed).toBe(false);
    const reactivated = await admin.subscribers.update({ id: added.id, subscribed: true });
    expect(reactivated).toMatchObject({ subscribed: true, unsubscribedAt: null });

    const all = await admin.subscribers.export({});
    expect(all.length).toBe(page.total);
    const chosen = await admin.subscribers.export({ ids: [added.id, inactive.id] });
    expect(chosen.map((s) => s.email).sort()).toEqual(['added@example.com', 'quiet@example.com']);

    expect(await admin.subscribers.delete({ id: added.id })).toEqual({ success: true });
    await expect(admin.subscribers.delete({ id: added.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is admin-only', async () => {
    const { caller: user } = await signedInCaller(database.db);
    await expect(user.subscribers.list({ page: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(user.subscribers.export({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(user.subscribers.create({ email: 'u@example.com', subscribed: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
