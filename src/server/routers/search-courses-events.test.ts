/**
 * Probe 57, F6: site search never found a course or an event. The courses the site shows and every
 * event its events page lists are searchable (search/listing-documents.ts), kept current by each
 * write in its own transaction, rebuilt at start-up, and nothing private is ever indexed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithSession, signedInCaller } from '../../../test/callers';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { executeRows } from '../db/execute-rows';
import { courses, events } from '../db/schema';
import { syncSearchDocuments } from '../search/sync';
import { memorySession } from '../trpc/session';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await syncSearchDocuments(database.db);
});
afterAll(async () => {
  await database.close();
});

/** A made-up word no page uses, so a search for it finds only what a test wrote. */
const word = (stem: string) =>
  `${stem}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

const course = (title: string) => ({
  title,
  description: 'Hands-on sessions on keeping keys safe, for learners in Dominica.',
  level: 'Intermediate' as const,
  duration: '6 weeks',
  price: 7500,
  downloadUrl: 'https://materials.example.com/masterclass.zip',
  youtubePlaylistUrl: null,
  thumbnailUrl: null,
});

const event = (title: string, date: string) => ({
  title,
  description: 'An evening session with questions from the room.',
  date,
  time: '18:00',
  location: 'Roseau, Dominica',
  isVirtual: false,
});

async function callers() {
  const { caller: admin } = await signedInCaller(database.db, 'admin');
  const { caller: visitor } = await callerWithSession(database.db);
  const search = async (q: string) => visitor.search.results({ q, limit: 50 });
  const urls = async (q: string) => (await search(q)).map((r) => r.url);
  return { admin, visitor, search, urls };
}

describe('courses in site search', () => {
  it('a course is found by a word of its title and by its full title, labelled a course, leading to its page', async () => {
    const { admin, search, urls } = await callers();
    const name = word('quorvane');
    const created = await admin.courses.create(course(`Crypto Security Masterclass ${name}`));
    const found = await search(name);
    expect(found).toEqual([
      { kind: 'course', title: `Crypto Security Masterclass ${name}`, url: `/courses/${created.id}`, snippet: expect.any(String) },
    ]);
    // The probe's own words: "Masterclass" gave three lessons and no course.
    expect(await urls('Masterclass')).toContain(`/courses/${created.id}`);
    // The full title: the course first (its title words weigh most), not only the pages that share some words.
    expect((await urls(`Crypto Security Masterclass ${name}`))[0]).toBe(`/courses/${created.id}`);
    const compliance = await admin.courses.create(course('Regulatory Compliance: the Virtual Asset Business Act'));
    expect((await urls('Regulatory Compliance Virtual Asset Business Act'))[0]).toBe(`/courses/${compliance.id}`);
    // Its description and syllabus words find it too; its words join the vocabulary misspellings are corrected against.
    expect(await urls('keeping keys safe Dominica')).toContain(`/courses/${created.id}`);
    const { visitor } = await callers();
    expect((await visitor.search.page({ q: `${name}x` })).correctedQuery).toBe(name);
  });

  it('an archived or deleted course is not found', async () => {
    const { admin, urls } = await callers();
    const lonelyName = word('lonvex');
    const lonely = await admin.courses.create(course(`Alone ${lonelyName}`));
    expect(await urls(lonelyName)).toEqual([`/courses/${lonely.id}`]);
    expect(await admin.courses.delete({ id: lonely.id })).toMatchObject({ outcome: 'deleted' });
    expect(await urls(lonelyName)).toEqual([]);

    const takenName = word('takvex');
    const taken = await admin.courses.create(course(`Taken ${takenName}`));
    const { caller: learner } = await signedInCaller(database.db);
    await learner.enrollments.enroll({ courseId: taken.id, paymentMethod: 'cash' });
    expect(await urls(takenName)).toEqual([`/courses/${taken.id}`]);
    expect(await admin.courses.delete({ id: taken.id })).toMatchObject({ outcome: 'archived' });
    expect(await urls(takenName)).toEqual([]);
  });

  it('a renamed course is found by its new title and not the old; an edit of what search does not show leaves its entry alone', async () => {
    const { admin, urls, search } = await callers();
    const [oldName, newName] = [word('oldvex'), word('nuvex')];
    const created = await admin.courses.create(course(`Wallet Basics ${oldName}`));
    expect(await urls(oldName)).toEqual([`/courses/${created.id}`]);
    await admin.courses.update({ ...course(`Wallet Basics ${newName}`), id: created.id });
    expect(await urls(newName)).toEqual([`/courses/${created.id}`]);
    expect(await urls(oldName)).toEqual([]);
    // A new price (not in search) leaves its entry as it was; a new syllabus is searchable.
    const entry = () =>
      executeRows(database.db, sql`select body, updated_at from search_documents where source = ${`courses/${created.id}`}`);
    const before = await entry();
    await admin.courses.update({ ...course(`Wallet Basics ${newName}`), id: created.id, price: 9900 });
    expect(await entry()).toEqual(before);
    const topic = word('sylvex');
    await admin.courses.update({ ...course(`Wallet Basics ${newName}`), id: created.id, syllabus: `- Back up a ${topic} wallet` });
    expect((await search(topic)).map((r) => [r.url, r.snippet])).toEqual([
      [`/courses/${created.id}`, expect.stringContaining(`<mark>${topic}</mark>`)],
    ]);
  });

  it('never indexes what only enrolled learners or admins see: download link, materials, playlist', async () => {
    const { admin, search } = await callers();
    const [file, material, materialUrl, playlist] = [word('filvex'), word('wrkvex'), word('matvex'), word('plavex')];
    const created = await admin.courses.create({
      ...course(`Private Materials ${word('visvex')}`),
      downloadUrl: `https://files.example.com/${file}.zip`,
      youtubePlaylistUrl: `https://www.youtube.com/playlist?list=${playlist}`,
      materials: [{ title: `The ${material} workbook`, url: `https://files.example.com/${materialUrl}.pdf` }],
    });
    for (const q of [file, material, materialUrl, playlist, `files.example.com/${file}.zip`]) expect(await search(q), q).toEqual([]);
    // The stored row holds none of it either (the passage is cut from it).
    const [row] = await executeRows<{ body: string }>(
      database.db,
      sql`select body from search_documents where source = ${`courses/${created.id}`}`,
    );
    expect(row?.body).not.toMatch(new RegExp(`${file}|${material}|${materialUrl}|${playlist}|files\\.example|youtube`));
  });
});

describe('events in site search', () => {
  it('an upcoming event is found and leads to its card on the events page; an edit and a delete follow', async () => {
    const { admin, search, urls } = await callers();
    const name = word('metvex');
    const created = await admin.events.create(event(`Wallet Clinic ${name}`, '2099-06-15'));
    expect(await search(name)).toEqual([
      {
        kind: 'event',
        title: `Wallet Clinic ${name}`,
        url: `/community/events#event-${created.id}`,
        // Found by its title, its passage says when and where.
        snippet: expect.stringContaining('June 15, 2099 at 18:00 (Dominica time) · Roseau, Dominica.'),
      },
    ]);
    const place = word('venvex');
    await admin.events.update({ ...event(`Wallet Clinic ${name}`, '2099-06-15'), id: created.id, location: `${place} Hall, Portsmouth` });
    expect(await urls(place)).toEqual([`/community/events#event-${created.id}`]);
    await admin.events.delete({ id: created.id });
    expect(await urls(name)).toEqual([]);
    expect(await urls(place)).toEqual([]);
  });

  it('a past event is found too: the events page lists past events below the coming ones', async () => {
    const { admin, visitor, urls } = await callers();
    const name = word('pasvex');
    const past = await admin.events.create(event(`Blockchain Evening ${name}`, '2001-03-10'));
    expect((await visitor.events.list()).map((e) => e.id)).toContain(past.id);
    expect((await visitor.events.list({ upcoming: true })).map((e) => e.id)).not.toContain(past.id);
    expect(await urls(name)).toEqual([`/community/events#event-${past.id}`]);
  });

  it('never indexes a virtual event join link', async () => {
    const { admin, search, urls } = await callers();
    const [name, meeting] = [word('onlvex'), word('codvex')];
    await admin.events.create({
      ...event(`Online Talk ${name}`, '2099-07-01'),
      isVirtual: true,
      location: 'Online',
      virtualLink: `https://meet.example.com/${meeting}`,
    });
    expect(await urls(name)).toHaveLength(1);
    expect((await search(name))[0]?.snippet).toContain('Virtual event');
    expect(await search(meeting)).toEqual([]);
  });
});

describe('start-up and sample removal', () => {
  it('the start-up rebuild indexes the courses and events already in the tables, and drops withdrawn ones', async () => {
    const { urls } = await callers();
    const [shown, withdrawn, gathering] = [word('seevex'), word('wdnvex'), word('sevvex')];
    const [row] = await database.db
      .insert(courses)
      .values([{ ...course(`Seeded ${shown}`), downloadUrl: 'https://x.example.com/a.zip' }])
      .returning({ id: courses.id });
    const [gone] = await database.db
      .insert(courses)
      .values([course(`Withdrawn ${withdrawn}`)])
      .returning({ id: courses.id });
    const [met] = await database.db
      .insert(events)
      .values([event(`Seeded ${gathering}`, '2099-01-02')])
      .returning({ id: events.id });
    expect(await urls(shown)).toEqual([]);
    await syncSearchDocuments(database.db);
    expect(await urls(shown)).toEqual([`/courses/${row!.id}`]);
    expect(await urls(gathering)).toEqual([`/community/events#event-${met!.id}`]);
    await database.db.update(courses).set({ archivedAt: new Date() }).where(eq(courses.id, gone!.id));
    await syncSearchDocuments(database.db);
    expect(await urls(withdrawn)).toEqual([]);
    // The content pages are still there beside them.
    expect((await callers().then((c) => c.search('seed phrase'))).map((r) => r.kind)).toContain('lesson');
  });

  it('removing the sample content takes its courses and events out of search, rebuilding the vocabulary once', async () => {
    const { admin, urls } = await callers();
    const [sampleCourse, sampleEvent, otherCourse] = [word('smcvex'), word('smevex'), word('kepvex')];
    const a = await admin.courses.create(course(`Sample course: A ${sampleCourse}`));
    const b = await admin.courses.create(course(`Sample course: B ${sampleCourse}`));
    const e = await admin.events.create(event(`Sample event: ${sampleEvent}`, '2099-03-03'));
    const kept = await admin.courses.create(course(`Ours ${otherCourse}`));
    await database.db.update(courses).set({ demo: true }).where(eq(courses.id, a.id));
    await database.db.update(courses).set({ demo: true }).where(eq(courses.id, b.id));
    await database.db.update(events).set({ demo: true }).where(eq(events.id, e.id));
    expect(await urls(sampleCourse)).toHaveLength(2);

    const instrumented = database.instrumented();
    try {
      const { account } = await signedInCaller(database.db, 'admin');
      const { caller } = await callerWithSession(instrumented.db, memorySession({ uid: account.id, v: 1, iat: Date.now() }));
      instrumented.reset();
      await caller.launch.removeDemoContent();
      expect(instrumented.queries.filter((q) => q.includes('search_words_rebuild'))).toHaveLength(1);
    } finally {
      await instrumented.close();
    }
    expect(await urls(sampleCourse)).toEqual([]);
    expect(await urls(sampleEvent)).toEqual([]);
    expect(await urls(otherCourse)).toEqual([`/courses/${kept.id}`]);
  });
});
