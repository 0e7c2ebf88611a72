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

  it('refuses a status change sent from a list that showed the message before a colleague moved it (probe 77, F6)', async () => {
    const { caller: visitor } = await callerWithSession(database.db);
    await visitor.contact.send({ ...message, subject: 'Two admins, one message' });
    const { caller: adminA } = await signedInCaller(database.db, 'admin');
    const { caller: adminB } = await signedInCaller(database.db, 'admin');
    const [shown] = (await adminA.contact.list({ page: 1, pageSize: 10, q: 'Two admins' })).items;
    expect(shown?.status).toBe('new');
    const id = shown!.id;
    // B archives it; A's page still shows it new, and A presses "Mark handled".
    await adminB.contact.update({ id, status: 'archived', expectedStatus: 'new' });
    await expect(adminA.contact.update({ id, status: 'read', expectedStatus: 'new' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('marked archived since your list was loaded'),
    });
    const statusNow = async () => (await adminA.contact.list({ page: 1, pageSize: 10, q: 'Two admins' })).items[0]?.status;
    expect(await statusNow()).toBe('archived');
    // What the list shows now goes through; so does a change that names no expected status (REST).
    await adminA.contact.update({ id, status: 'read', expectedStatus: 'archived' });
    expect(await statusNow()).toBe('read');
    await adminB.contact.update({ id, status: 'new' });
    expect(await statusNow()).toBe('new');
    // Deleted meanwhile: said so, not "not found" alone.
    await adminB.contact.delete({ id });
    await expect(adminA.contact.update({ id, status: 'read', expectedStatus: 'new' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('another admin may have deleted it'),
    });
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
