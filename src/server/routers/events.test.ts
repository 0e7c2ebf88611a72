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

/** A DTSTART or DTEND of a calendar file, in UTC (epoch ms). */
function icsInstant(ics: string, name: 'DTSTART' | 'DTEND'): number {
  const found = new RegExp(`^${name}:(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z$`, 'm').exec(ics);
  expect(found, `${name} in\n${ics}`).not.toBeNull();
  const [, y, mo, d, h, mi] = found!.map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!);
}

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
    const end = icsInstant(ics, 'DTEND');
    expect(end - icsInstant(ics, 'DTSTART')).toBeGreaterThan(0);
    const upcomingAt = async (ms: number) => (await listEvents(database.db, { upcoming: true, now: new Date(ms) })).map((e) => e.title);
    // Started (the next day in Dominica), still running a minute before its end: listed.
    expect(await upcomingAt(end - 60_000)).toEqual(['Late workshop']);
    expect(await upcomingAt(end - 1)).toEqual(['Late workshop']);
    // From its end on: past.
    expect(await upcomingAt(end)).toEqual([]);
  });
  it('an event with an end time stays upcoming until then, days later too, and its calendar file ends then (probe 78, F14)', async () => {
    await database.db.delete(events);
    const [conference] = await database.db
      .insert(events)
      .values([
        { ...event, title: 'Conference', date: '2026-03-10', time: '09:00', endDate: '2026-03-12', endTime: '17:00' },
        { ...event, title: 'Short talk', date: '2026-03-10', time: '09:00', endTime: '09:30' },
      ])
      .returning();
    const upcomingAt = async (iso: string) => (await listEvents(database.db, { upcoming: true, now: new Date(iso) })).map((e) => e.title);
    // 09:29 and 09:30 in Dominica on the first day; noon the next day; a minute before and at the end.
    expect(await upcomingAt('2026-03-10T13:29:00Z')).toEqual(['Conference', 'Short talk']);
    expect(await upcomingAt('2026-03-10T13:30:00Z')).toEqual(['Conference']);
    expect(await upcomingAt('2026-03-11T16:00:00Z')).toEqual(['Conference']);
    expect(await upcomingAt('2026-03-12T20:59:00Z')).toEqual(['Conference']);
    expect(await upcomingAt('2026-03-12T21:00:00Z')).toEqual([]);
    const ics = eventToIcs(conference!, { host: 'example.com', siteUrl: 'https://example.com' });
    expect(icsInstant(ics, 'DTEND')).toBe(Date.parse('2026-03-12T21:00:00Z'));
    // A page listing it is kept no later than its end (not two hours after its start).
    const record: ReadRecord = { keys: new Set(), uncacheable: false };
    await recordReads(record, () => getEvent(database.db, conference!.id, new Date('2026-03-11T16:00:00Z')));
    expect(record.expiresBy).toBe(Date.parse('2026-03-12T21:00:00Z'));
  });

  it('an edit that moves the start past the stored end is refused at the end field; an end sent, kept or cleared is saved', async () => {
    await database.db.delete(events);
    const { caller: admin } = await signedInCaller(database.db, 'admin');
    const created = await admin.events.create({ ...event, endTime: '16:00' });
    expect([created.endDate, created.endTime]).toEqual([null, '16:00']);
    await expect(admin.events.update({ id: created.id, ...event, time: '17:00' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The event must end after it starts',
    });
    // The refusal is listed under the field (the form marks it there).
    const refused = await admin.events.update({ id: created.id, ...event, time: '17:00' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ cause: { field: 'endTime' } });
    // An end sent as undefined (superjson carries it) is an end left out, not an end removed.
    await expect(
      admin.events.update({ id: created.id, ...event, time: '17:00', endDate: undefined, endTime: undefined }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const kept = await admin.events.update({ id: created.id, ...event, title: 'Wallet Workshop, part 2' });
    expect(kept.endTime).toBe('16:00');
    const moved = await admin.events.update({ id: created.id, ...event, time: '17:00', endDate: '2030-06-16', endTime: '10:00' });
    expect([moved.endDate, moved.endTime]).toEqual(['2030-06-16', '10:00']);
    const cleared = await admin.events.update({ id: created.id, ...event, endDate: null, endTime: null });
    expect([cleared.endDate, cleared.endTime]).toEqual([null, null]);
    await expect(admin.events.create({ ...event, endDate: '2030-06-16' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
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

  it('a page listing an event about to end tells a CDN to keep it no later than the end (probe 78, F4)', async () => {
    await database.db.delete(events);
    // Started an hour ago, ending at the minute that begins 1 to 2 minutes from now.
    const at = (minutes: number) => dominicaNow(new Date(Date.now() + minutes * 60_000));
    await database.db.insert(events).values({ ...event, title: 'Closing talk', ...at(-60), endTime: at(2).time, endDate: at(2).date });
    await changesHeard(database);
    for (const path of ['/community/events', '/community/events']) {
      const res = await createClient(server.baseUrl).get(path);
      expect(res.text).toContain('Closing talk');
      const cacheControl = res.headers.get('cache-control') ?? '';
      const fresh = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      const stale = Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1]);
      // At most 120 s in all (the usual is 60 + 300), the second time from this process's copy too.
      expect(fresh + stale, cacheControl).toBeLessThanOrEqual(120);
    }
  });
});
