import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { changesHeard, createTestDatabase } from '../../../test/db';
import { createClient, projectRoot, startTestServer } from '../../../test/http';
import { dominicaNow } from '../../shared/dominica-time';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { eventToIcs, getEvent, listEvents } from '../services/events';
import { recordReads, type ReadRecord } from '../db/read-recorder';

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
      { ...event, title: 'Ended at ten', date: '2026-03-10', time: '08:00' },
      { ...event, title: 'Earlier today', date: '2026-03-10', time: '09:00' },
      { ...event, title: 'Later today', date: '2026-03-10', time: '20:00' },
      { ...event, title: 'Tomorrow', date: '2026-03-11', time: '08:00' },
    ]);
    // 2026-03-10 14:00 UTC is 10:00 in Dominica: the 09:00 event is running (until 11:00), the
    // 08:00 one ended at 10:00 (probe 29, F1).
    const now = new Date('2026-03-10T14:00:00Z');
    expect((await listEvents(database.db, { upcoming: true, now })).map((e) => e.title)).toEqual([
      'Earlier today',
      'Later today',
      'Tomorrow',
    ]);
    expect((await listEvents(database.db, { now })).map((e) => e.title)).toEqual([
      'Yesterday',
      'Ended at ten',
      'Earlier today',
      'Later today',
      'Tomorrow',
    ]);
  });

  it('an answer made from events is kept no later than the next start or end among them (probe 66, F4)', async () => {
    await database.db.delete(events);
    const [running] = await database.db
      .insert(events)
      .values([
        { ...event, title: 'Running', date: '2026-03-10', time: '09:00' },
        { ...event, title: 'Next', date: '2026-03-10', time: '12:30' },
        { ...event, title: 'Later', date: '2026-03-11', time: '08:00' },
      ])
      .returning();
    const expiryOf = async (read: () => Promise<unknown>) => {
      const record: ReadRecord = { keys: new Set(), uncacheable: false };
      await recordReads(record, read);
      return record.expiresBy;
    };
    // 10:00 in Dominica: 'Running' (09:00-11:00) ends at 11:00, before 'Next' starts at 12:30.
    const now = new Date('2026-03-10T14:00:00Z');
    expect(await expiryOf(() => listEvents(database.db, { upcoming: true, now }))).toBe(Date.parse('2026-03-10T15:00:00Z'));
    expect(await expiryOf(() => listEvents(database.db, { now }))).toBe(Date.parse('2026-03-10T15:00:00Z'));
    // 11:30: the next change is 'Next' starting (12:30 in Dominica, 16:30 UTC).
    const later = new Date('2026-03-10T15:30:00Z');
    expect(await expiryOf(() => listEvents(database.db, { upcoming: true, now: later }))).toBe(Date.parse('2026-03-10T16:30:00Z'));
    // One event's page: until it ends; once it is over, nothing changes by the clock.
    expect(await expiryOf(() => getEvent(database.db, running!.id, now))).toBe(Date.parse('2026-03-10T15:00:00Z'));
    expect(await expiryOf(() => getEvent(database.db, running!.id, later))).toBeUndefined();
  });

  it('an event stays upcoming until the end its calendar file announces, across midnight too (probe 29, F1)', async () => {
    await database.db.delete(events);
    const [late] = await database.db
      .insert(events)
      .values({ ...event, title: 'Late workshop', date: '2026-03-10', time: '23:30' })
      .returning();
    const ics = eventToIcs(late!, { host: 'example.com', siteUrl: 'https://example.com' });
    const start = /^DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/m.exec(ics);
    const hours = Number(/^DURATION:PT(\d+)H$/m.exec(ics)?.[1]);
    expect(start).not.toBeNull();
    expect(hours).toBeGreaterThan(0);
    const [, y, mo, d, h, mi] = start!.map(Number);
    const end = Date.UTC(y!, mo! - 1, d!, h!, mi!) + hours * 3_600_000;
    const upcomingAt = async (ms: number) => (await listEvents(database.db, { upcoming: true, now: new Date(ms) })).map((e) => e.title);
    // Started (the next day in Dominica), still running a minute before its end: listed.
    expect(await upcomingAt(end - 60_000)).toEqual(['Late workshop']);
    expect(await upcomingAt(end - 1)).toEqual(['Late workshop']);
    // From its end on: past.
    expect(await upcomingAt(end)).toEqual([]);
  });
});

describe('the events page (server-rendered)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database, { ssr: { mode: 'vite', root: projectRoot } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a running event is under "Coming up", says it is happening now and keeps its join link (probe 29, F1)', async () => {
    await database.db.delete(events);
    // Dominica-local start times relative to the real clock: the page reads it as it renders.
    const startedAgo = (minutes: number) => dominicaNow(new Date(Date.now() - minutes * 60_000));
    await database.db.insert(events).values([
      { ...event, title: 'Running workshop', ...startedAgo(30), isVirtual: true, virtualLink: 'https://meet.example.org/running' },
      { ...event, title: 'Finished workshop', ...startedAgo(6 * 60), isVirtual: true, virtualLink: 'https://meet.example.org/finished' },
      { ...event, title: 'Next week workshop', ...startedAgo(-7 * 24 * 60), isVirtual: true, virtualLink: 'https://meet.example.org/next' },
    ]);
    await changesHeard(database);
    const res = await createClient(server.baseUrl).get('/community/events');
    expect(res.status).toBe(200);
    const [comingUp = '', past = ''] = res.text.split('id="past-events"');
    // Each card is one <li> with no list inside it.
    const card = (html: string, title: string) => html.split('<li').find((chunk) => chunk.includes(title)) ?? '';
    const running = card(comingUp, 'Running workshop');
    expect(running).toContain('Happening now');
    expect(running).toContain('href="https://meet.example.org/running"');
    const next = card(comingUp, 'Next week workshop');
    expect(next).toContain('href="https://meet.example.org/next"');
    expect(next).not.toContain('Happening now');
    expect(comingUp).not.toContain('Finished workshop');
    expect(past).toContain('Finished workshop');
    expect(past).not.toContain('meet.example.org/finished');
    expect(past).not.toContain('Happening now');

    // The /community box of upcoming events says so too.
    const community = (await createClient(server.baseUrl).get('/community')).text;
    const box = community.slice(community.indexOf('id="next-events"'));
    expect(card(box, 'Running workshop')).toContain('Happening now');
    expect(card(box, 'Next week workshop')).not.toContain('Happening now');
  }, 120_000);
});
