import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { listEvents } from '../services/events';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const event = {
  title: 'Wallet Workshop',
  description: 'Learn to set up a wallet safely.',
  date: '2030-06-15',
  time: '14:00',
  location: 'Roseau, Dominica',
  isVirtual: false,
};

describe('events', () => {
  it('admins create, update and delete; everyone reads', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const created = await admin.events.create(event);
    expect(created).toMatchObject({ ...event, virtualLink: null });
    const updated = await admin.events.update({
      id: created.id,
      ...event,
      isVirtual: true,
      virtualLink: 'https://meet.example.com/x',
      location: 'Online',
    });
    expect(updated).toMatchObject({ isVirtual: true, virtualLink: 'https://meet.example.com/x' });
    const { caller: anonymous } = await callerWithSession(database.db);
    expect((await anonymous.events.byId({ id: created.id })).location).toBe('Online');
    expect((await anonymous.events.list()).some((e) => e.id === created.id)).toBe(true);
    expect(await admin.events.delete({ id: created.id })).toEqual({ success: true });
    await expect(anonymous.events.byId({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('only admins write', async () => {
    const { caller: user } = await signedInCaller(database.db);
    await expect(user.events.create(event)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { caller: anonymous } = await callerWithSession(database.db);
    await expect(anonymous.events.delete({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('validates with the spec messages', async () => {
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const attempt = (patch: Partial<typeof event>) => admin.events.create({ ...event, ...patch });
    await expect(attempt({ title: 'ab' })).rejects.toMatchObject({
      message: expect.stringContaining('Title must be at least 3 characters'),
    });
    await expect(attempt({ description: 'short' })).rejects.toMatchObject({
      message: expect.stringContaining('Description must be at least 10 characters'),
    });
    await expect(attempt({ date: '' })).rejects.toMatchObject({ message: expect.stringContaining('Date is required') });
    await expect(attempt({ time: '' })).rejects.toMatchObject({ message: expect.stringContaining('Time is required') });
    await expect(attempt({ location: '' })).rejects.toMatchObject({ message: expect.stringContaining('Location is required') });
    await expect(attempt({ date: '2025-02-30' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(attempt({ time: '25:00' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('upcoming uses Dominica local time and sorts by date and time', async () => {
    await database.db.delete(events);
    await database.db.insert(events).values([
      { ...event, title: 'Yesterday', date: '2026-03-09', time: '10:00' },
      { ...event, title: 'Earlier today', date: '2026-03-10', time: '09:00' },
      { ...event, title: 'Later today', date: '2026-03-10', time: '20:00' },
      { ...event, title: 'Tomorrow', date: '2026-03-11', time: '08:00' },
    ]);
    // 2026-03-10 14:00 UTC is 10:00 in Dominica.
    const now = new Date('2026-03-10T14:00:00Z');
    expect((await listEvents(database.db, { upcoming: true, now })).map((e) => e.title)).toEqual(['Later today', 'Tomorrow']);
    expect((await listEvents(database.db, { now })).map((e) => e.title)).toEqual(['Yesterday', 'Earlier today', 'Later today', 'Tomorrow']);
  });
});
