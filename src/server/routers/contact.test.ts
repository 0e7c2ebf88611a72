import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from './_app';
import { createContextInner } from '../trpc/context';
import { memorySession } from '../trpc/session';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const message = { name: 'Kim Lewis', email: 'kim@example.com', subject: 'Course payment', message: 'How do I pay with mobile banking?' };

describe('contact messages', () => {
  it('stores the message with the sender address; admins read, mark and delete, newest first', async () => {
    const caller = createCallerFactory(appRouter)(async () => ({
      ...(await createContextInner({ db: database.db, session: memorySession() })),
      ip: '203.0.113.9',
    }));
    expect(await caller.contact.send(message)).toEqual({ success: true });
    expect(await caller.contact.send({ ...message, subject: 'Second question' })).toEqual({ success: true });

    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const list = await admin.contact.list({ page: 1, pageSize: 10 });
    expect(list.items.map((m) => m.subject)).toEqual(['Second question', 'Course payment']);
    expect(list.items[0]).toMatchObject({ status: 'new', ipAddress: '203.0.113.9', email: 'kim@example.com' });
    expect((await admin.admin.stats()).newContactMessages).toBe(2);

    await admin.contact.update({ id: list.items[0]!.id, status: 'read' });
    expect((await admin.contact.list({ page: 1, pageSize: 10, status: 'new' })).items.map((m) => m.subject)).toEqual(['Course payment']);
    expect((await admin.admin.stats()).newContactMessages).toBe(1);
    expect(await admin.contact.delete({ id: list.items[1]!.id })).toEqual({ success: true });
    expect((await admin.contact.list({ page: 1, pageSize: 10 })).total).toBe(1);
    const activity = await admin.admin.activity({ page: 1, pageSize: 10 });
    expect(activity.items.map((a) => a.action)).toEqual(['contact.delete', 'contact.status']);
  });

  it('validates with the spec messages and keeps messages private', async () => {
    const { caller } = await callerWithSession(database.db);
    await expect(caller.contact.send({ ...message, name: 'K' })).rejects.toMatchObject({
      message: expect.stringContaining('Name must be at least 2 characters'),
    });
    await expect(caller.contact.send({ ...message, subject: 'x' })).rejects.toMatchObject({
      message: expect.stringContaining('Subject is required'),
    });
    await expect(caller.contact.send({ ...message, message: 'short' })).rejects.toMatchObject({
      message: expect.stringContaining('Message must be at least 10 characters'),
    });
    await expect(caller.contact.send({ ...message, email: 'nope' })).rejects.toMatchObject({
      message: expect.stringContaining('Please enter a valid email address'),
    });
    await expect(caller.contact.list({ page: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const { caller: user } = await signedInCaller(database.db);
    await expect(user.contact.list({ page: 1, pageSize: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(user.admin.stats()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
