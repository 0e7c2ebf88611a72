import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { handFedChangeFeed } from '../db/change-feed';
import { recordReads, type ReadRecord } from '../db/read-recorder';
import { courses, siteSettings } from '../db/schema';
import { createAnswerCache } from '../http/answer-cache';
import { requestTarget } from '../http/cache-key';
import { createUnsealCache, SESSION_COOKIE } from './session';
import { sharedRead } from './shared-read';
import { clockedCache } from '../../../test/clocked-cache';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The one answer cache, told of changes by hand, and its store of shared reads. */
function store() {
  const changes = handFedChangeFeed();
  const cache = createAnswerCache({
    target: (url) => requestTarget(url, () => []),
    changes,
    unsealed: createUnsealCache(),
    cookieName: SESSION_COOKIE,
  });
  return { changes, reads: cache.sharedReads };
}

const newRecord = (): ReadRecord => ({ keys: new Set(), uncacheable: false });

describe('shared reads', () => {
  it('reads once, keeps the answer while its rows are unchanged, and reads again after a change to them', async () => {
    const { changes, reads } = store();
    let sent = 0;
    const read = () => {
      sent++;
      // Handed back un-awaited: a drizzle query starts when awaited, and must still be recorded.
      return database.db.select({ id: courses.id }).from(courses);
    };
    const first = await sharedRead(reads, 'courses', read);
    expect(await sharedRead(reads, 'courses', read)).toBe(first);
    expect(sent).toBe(1);

    changes.applyLocal(['t:events']); // a table it did not read
    await sharedRead(reads, 'courses', read);
    expect(sent).toBe(1);

    changes.applyLocal(['t:courses']);
    await sharedRead(reads, 'courses', read);
    expect(sent).toBe(2);
  });

  it('notes what the kept answer was read from in the answer being made around it, on a hit as on a miss', async () => {
    const { reads } = store();
    const read = () => database.db.select({ name: siteSettings.companyName }).from(siteSettings);
    const miss = newRecord();
    await recordReads(miss, () => sharedRead(reads, 'company', read));
    const hit = newRecord();
    await recordReads(hit, () => sharedRead(reads, 'company', read));
    expect([...miss.keys]).toEqual(['site_settings']);
    expect([...hit.keys]).toEqual(['site_settings']);
  });

  it('keeps nothing that wrote, and nothing made while its rows changed', async () => {
    const { changes, reads } = store();
    let sent = 0;
    const writes = async () => {
      sent++;
      return database.db.execute(sql`update site_settings set company_tagline = company_tagline where id = 1 returning id`);
    };
    await sharedRead(reads, 'writes', writes);
    await sharedRead(reads, 'writes', writes);
    expect(sent).toBe(2);

    let reads2 = 0;
    const changedMeanwhile = async () => {
      reads2++;
      const rows = await database.db.select({ id: courses.id }).from(courses);
      changes.applyLocal(['t:courses']);
      return rows;
    };
    await sharedRead(reads, 'meanwhile', changedMeanwhile);
    await sharedRead(reads, 'meanwhile', changedMeanwhile);
    expect(reads2).toBe(2);
  });

  it('hands out a frozen answer, so no caller can change what the next one gets', async () => {
    const { reads } = store();
    const kept = await sharedRead(reads, 'frozen', async () => ({ name: 'Site', methods: [{ label: 'Cash' }] }));
    expect(() => {
      (kept as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => {
      kept.methods[0]!.label = 'Changed';
    }).toThrow(TypeError);
    expect((await sharedRead(reads, 'frozen', async () => ({ name: 'other', methods: [] }))).name).toBe('Site');
  });

  it('without a store (no change feed, or inside a transaction) reads every time', async () => {
    let sent = 0;
    const read = async () => ++sent;
    await sharedRead(undefined, 'none', read);
    await sharedRead(undefined, 'none', read);
    expect(sent).toBe(2);
  });
});

describe('an answer made from a kept shared read', () => {
  it('expires no later than that copy: a list of what is still upcoming is never twice the stated age (probe of 2026-11-29)', async () => {
    let readsSent = 0;
    const site = await clockedCache((app, cache) =>
      app.get('/:page', (req, res, next) => {
        sharedRead(cache.sharedReads, 'upcoming', async () => ({ read: ++readsSent }))
          .then((upcoming) => res.json({ page: req.params.page, upcoming }))
          .catch(next);
      }),
    );
    const get = async (path: string) => {
      const res = await fetch(site.base + path);
      return { cache: res.headers.get('x-cache'), body: (await res.json()) as { upcoming: { read: number } } };
    };
    // Pages live 30-90 s (answer-cache.ts lifetimeAround): ten of them, so that without the cap
    // some would still be kept when the copy they were made from has gone.
    const pages = Array.from({ length: 10 }, (_, n) => `/page-${n}`);
    try {
      expect((await get('/first')).body.upcoming.read).toBe(1); // the shared read is kept from now
      site.clock.now += 10_000;
      for (const page of pages) {
        expect(await get(page)).toEqual({ cache: null, body: { page: page.slice(1), upcoming: { read: 1 } } }); // made from the kept copy
        expect((await get(page)).cache).toBe('HIT');
      }
      site.clock.now += 51_000; // the copy is 61 s old; the pages made from it 51 s
      const after = await Promise.all(pages.map(async (page) => (await get(page)).cache));
      expect(after).toEqual(pages.map(() => null));
      expect((await get(pages[0]!)).body.upcoming.read).toBe(2);
      // A copy with less life left than the longest a signed-in answer lives (45 s) is not handed out: read again.
      site.clock.now += 20_000;
      expect((await get('/third')).body.upcoming.read).toBe(3);
    } finally {
      await site.close();
    }
  });
});
