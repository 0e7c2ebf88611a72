import { describe, expect, it } from 'vitest';
import { createClient } from '../../../test/http';
import { adminSiteForFile } from '../../../test/admin-site';

const site = adminSiteForFile();

/** Unfold RFC 5545 continuation lines so assertions see whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('events over REST', () => {
  it('CRUD on the contract paths, ?upcoming filter', async () => {
    const created = await site.admin.post('/api/events', {
      title: 'Past Meetup',
      description: 'Something that already happened.',
      date: '2020-01-01',
      time: '10:00',
      location: 'Portsmouth',
    });
    expect(created.status).toBe(201);
    const future = await site.admin.post('/api/events', {
      title: 'Future Meetup',
      description: 'Something still to come.',
      date: '2099-01-01',
      time: '10:00',
      location: 'Roseau',
    });
    const visitor = createClient(site.server.baseUrl);
    const all = await visitor.get('/api/events');
    expect((all.json as unknown as { title: string }[]).map((e) => e.title)).toEqual(['Past Meetup', 'Future Meetup']);
    const upcoming = await visitor.get('/api/events?upcoming=true');
    expect((upcoming.json as unknown as { title: string }[]).map((e) => e.title)).toEqual(['Future Meetup']);
    expect((await visitor.get(`/api/events/${future.json.id}`)).json).toMatchObject({ title: 'Future Meetup', isVirtual: false });
    expect(
      (
        await site.admin.put(`/api/events/${future.json.id}`, {
          title: 'Future Meetup 2',
          description: 'Something still to come.',
          date: '2099-01-02',
          time: '11:00',
          location: 'Roseau',
        })
      ).status,
    ).toBe(200);
    expect((await visitor.delete(`/api/events/${created.json.id}`)).status).toBe(401);
    expect((await site.admin.delete(`/api/events/${created.json.id}`)).status).toBe(200);
    expect((await visitor.get('/api/events/abc')).status).toBe(400);
  });

  it('a PUT with the required fields alone keeps an online event online, with its link and cover (probe 67, F1)', async () => {
    const required = {
      title: 'Online Meetup',
      description: 'A meetup held online.',
      date: '2099-03-01',
      time: '18:00',
      location: 'Online',
    };
    const extras = { isVirtual: true, virtualLink: 'https://meet.example.org/abc', coverImage: 'https://example.org/cover.png' };
    const created = await site.admin.post('/api/events', { ...required, ...extras });
    expect(created.status).toBe(201);
    const edited = await site.admin.put(`/api/events/${created.json.id}`, { ...required, title: 'Online Meetup, moved', time: '19:00' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Online Meetup, moved', time: '19:00', ...extras });
    // Sent values are applied, null clears.
    const inPerson = await site.admin.put(`/api/events/${created.json.id}`, {
      ...required,
      isVirtual: false,
      virtualLink: null,
      coverImage: null,
    });
    expect(inPerson.json).toMatchObject({ isVirtual: false, virtualLink: null, coverImage: null });
    expect((await site.admin.put(`/api/events/${created.json.id}`, { ...required, isVirtual: 'false' })).status).toBe(400);
  });

  it('an end is sent, read back and checked: before the start is a 400 at its field, a wrong JSON type too (probe 78, F14)', async () => {
    const required = {
      title: 'Blockchain Week',
      description: 'Three days of talks.',
      date: '2099-04-01',
      time: '09:00',
      location: 'Roseau',
    };
    const created = await site.admin.post('/api/events', { ...required, endDate: '2099-04-03', endTime: '17:00' });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ endDate: '2099-04-03', endTime: '17:00' });
    const visitor = createClient(site.server.baseUrl);
    expect((await visitor.get(`/api/events/${created.json.id}`)).json).toMatchObject({ endDate: '2099-04-03', endTime: '17:00' });
    const ics = unfold((await visitor.get(`/api/events/${created.json.id}/calendar.ics`)).text);
    expect(ics).toContain('DTEND:20990403T210000Z');
    // The start moved past the stored end: refused at the end, nothing changed.
    const moved = await site.admin.put(`/api/events/${created.json.id}`, { ...required, date: '2099-04-05' });
    expect(moved.status).toBe(400);
    expect(moved.json.issues).toEqual([{ path: 'endDate', message: 'The event must end after it starts' }]);
    expect((await visitor.get(`/api/events/${created.json.id}`)).json).toMatchObject({ date: '2099-04-01' });
    for (const endTime of [1700, true, ['17:00']]) {
      const wrong = await site.admin.post('/api/events', { ...required, endTime });
      expect(wrong.status, JSON.stringify(endTime)).toBe(400);
    }
    const dateOnly = await site.admin.post('/api/events', { ...required, endDate: '2099-04-02' });
    expect(dateOnly.json.issues).toEqual([{ path: 'endTime', message: 'End time is required with an end date' }]);
  });

  it('serves a valid iCalendar file with UTC times, a stable UID and the location', async () => {
    const created = await site.admin.post('/api/events', {
      title: 'Calendar Test, Roseau',
      description: 'Line one; with punctuation, commas.',
      date: '2030-06-15',
      time: '14:00',
      location: 'Roseau, Dominica',
    });
    const id = created.json.id as number;
    const res = await fetch(`${site.server.baseUrl}/api/events/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/calendar/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="dominica-crypto-education-event-\d+\.ics"/);
    const ics = unfold(await res.text());
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics).toContain('VERSION:2.0');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('END:VCALENDAR');
    // 14:00 in Dominica (UTC-4) is 18:00 UTC.
    expect(ics).toMatch(/DTSTART:20300615T180000Z/);
    expect(ics).toMatch(new RegExp(`UID:event-${id}@127\\.0\\.0\\.1`));
    // The product is the site's address, never a name the operator may change (probe 24, D4).
    expect(ics).toMatch(/^PRODID:127\.0\.0\.1(:\d+)?\/events$/m);
    expect(ics).toContain('LOCATION:Roseau\\, Dominica');
    expect(ics).toContain('SUMMARY:Calendar Test\\, Roseau');
    const again = unfold(await (await fetch(`${site.server.baseUrl}/api/events/${id}/calendar.ics`)).text());
    expect(again.match(/UID:.*/)?.[0]).toBe(ics.match(/UID:.*/)?.[0]);

    const virtual = await site.admin.post('/api/events', {
      title: 'Online Session',
      description: 'Join us on the internet.',
      date: '2030-07-01',
      time: '19:00',
      location: 'Online',
      isVirtual: true,
      virtualLink: 'https://meet.example.com/abc',
    });
    const virtualIcs = unfold(await (await fetch(`${site.server.baseUrl}/api/events/${virtual.json.id}/calendar.ics`)).text());
    expect(virtualIcs).toContain('LOCATION:https://meet.example.com/abc');
    expect(virtualIcs).toMatch(/DTSTART:20300701T230000Z/);

    expect((await fetch(`${site.server.baseUrl}/api/events/999999/calendar.ics`)).status).toBe(404);
    expect((await fetch(`${site.server.baseUrl}/api/events/nope/calendar.ics`)).status).toBe(400);
  });
});

describe('event dates the calendar can hold', () => {
  it('a year outside 2000-2100 is a 400 naming the date, on create and update; the calendar file of every event answers', async () => {
    const body = { title: 'Dated Meetup', description: 'An event with a date to check.', time: '10:00', location: 'Roseau' };
    const created = await site.admin.post('/api/events', { ...body, date: '2030-05-05' });
    expect(created.status).toBe(201);
    // Year 0 was a 500; 1969 was stored, then its .ics answered 500 to every visitor.
    for (const date of ['0000-01-01', '0030-01-01', '1969-12-31', '1999-12-31', '2101-01-01', '9999-12-31']) {
      const made = await site.admin.post('/api/events', { ...body, date });
      expect(made.status, date).toBe(400);
      expect(made.json.message, date).toBe('Date must be between 2000-01-01 and 2100-12-31');
      const changed = await site.admin.put(`/api/events/${created.json.id}`, { ...body, date });
      expect(changed.status, date).toBe(400);
    }
    for (const date of ['2000-01-01', '2100-12-31'])
      expect((await site.admin.post('/api/events', { ...body, date })).status, date).toBe(201);
    const visitor = createClient(site.server.baseUrl);
    for (const event of (await visitor.get('/api/events')).json as unknown as { id: number }[]) {
      expect((await visitor.get(`/api/events/${event.id}/calendar.ics`)).status, String(event.id)).toBe(200);
    }
  });
});
