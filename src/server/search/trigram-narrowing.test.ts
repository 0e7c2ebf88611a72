/**
 * The subscriber search hands the trigram index only the rare parts of what was typed, then checks
 * the whole of it: it must find exactly the rows the plain `ILIKE '%q%'` finds, for any input.
 */
import { and, ilike, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { likePattern } from '../../shared/schemas/common';
import { subscribers } from '../db/schema';
import { samplesSettled } from './contains-search';
import { narrowedPattern } from './trigram-narrowing';
import { sampleTrigramShares, SAMPLE_MIN_ROWS, type TrigramShares } from './trigram-sample';

describe('narrowedPattern', () => {
  const shares: Record<string, number> = { rea: 1, ead: 1, ade: 1, der: 1, er1: 0.11, exa: 1, xam: 1, amp: 1, mpl: 1, ple: 1, com: 0.9 };
  const share = (t: string) => shares[t] ?? 0.001;

  it('keeps the rare parts in order, joined by %, and drops the common ones', () => {
    expect(narrowedPattern('reader123456@', share)).toBe('%r123456%');
    expect(narrowedPattern('Reader77@Example.com', share)).toBe('%er77%');
    expect(narrowedPattern('READER77', share)).toBe('%ER77%');
    expect(narrowedPattern('john.smith@gmail', share)).toBeUndefined(); // all rare: q itself
    expect(narrowedPattern('kim.reader99', share)).toBe('%kim%er99%');
  });

  it('leaves q alone when nothing is common, everything is, or it has no trigram', () => {
    expect(narrowedPattern('zz9@x', share)).toBeUndefined();
    expect(narrowedPattern('reader', share)).toBeUndefined();
    expect(narrowedPattern('@.', share)).toBeUndefined();
    expect(narrowedPattern('', share)).toBeUndefined();
  });

  it('never puts a LIKE wildcard the visitor typed into the pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (q) => {
        const pattern = narrowedPattern(q, share);
        if (pattern === undefined) return;
        // Only letters and digits are kept; the wildcards are the joins.
        expect(pattern.slice(1, -1).split('%').every((part) => /^[\p{L}\p{N}]+$/u.test(part))).toBe(true);
      }),
    );
  });
});

describe('narrowed search on a list large enough to sample', () => {
  let database: TestDatabase;
  let sample: TrigramShares;
  const ROWS = SAMPLE_MIN_ROWS + 5_000;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into subscribers (email, subscribed, subscribed_at, unsubscribe_token)
      select case when g % 50 = 0 then 'Ana.Smith_' || g || '%@Mail.dm'
                  when g % 97 = 0 then 'İlknur.ÇELİK' || g || 'ß@Posta.dm'
                  else 'reader' || g || '@example.com' end,
             g % 9 <> 0, now() - (g || ' minutes')::interval, md5(g::text)
      from generate_series(1, ${ROWS}) g`);
    await database.db.execute(sql`
      insert into users (username, full_name, email, password_hash, role)
      select 'user' || g, case when g % 7 = 0 then 'Reader Smith ' || g else 'Learner ' || g end, 'user' || g || '@example.com', 'x', 'user'
      from generate_series(1, ${ROWS}) g`);
    sample = (await sampleTrigramShares(database.db, 'subscribers', 'email', ROWS))!;
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('samples the shares: the trigrams every address has are common, a number’s are rare', () => {
    expect(sample.share('rea')).toBeGreaterThan(0.9);
    expect(sample.share('exa')).toBeGreaterThan(0.9);
    expect(sample.share('123')).toBeLessThan(0.05);
    // "r34" and "er3" are in ~0.4 % and ~4 % of these rows: the sample may call the second common.
    expect(narrowedPattern('reader34567@', sample.share)).toMatch(/^%(er|r)34567%$/);
  });

  it('finds exactly what the plain search finds, for typed parts of addresses and for anything else', async () => {
    const idsWhere = async (where: ReturnType<typeof and>) =>
      (await database.db.select({ id: subscribers.id }).from(subscribers).where(where).orderBy(subscribers.id)).map((r) => r.id);
    const typed = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: ROWS }), fc.nat(12), fc.nat(30)).map(([n, from, length]) => {
        const email = n % 50 === 0 ? `Ana.Smith_${n}%@Mail.dm` : n % 97 === 0 ? `İlknur.ÇELİK${n}ß@Posta.dm` : `reader${n}@example.com`;
        const typed = email.slice(from, from + length + 1);
        return n % 3 === 0 ? typed.toUpperCase() : n % 3 === 1 ? typed.toLowerCase() : typed;
      }),
      fc.string({ minLength: 1, maxLength: 20 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
      fc.constantFrom('READER1', 'r_1', '100%', 'smith_', 'Ana.', '@example.c', 'der99', 'çelik194', 'İLKNUR', 'ilknur.çelik291'),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (q) => {
        const narrowed = narrowedPattern(q, sample.share);
        const plain = await idsWhere(ilike(subscribers.email, likePattern(q)));
        const viaIndex = narrowed
          ? await idsWhere(and(ilike(subscribers.email, narrowed), sql`strpos(lower(${subscribers.email}), lower(${q})) > 0`))
          : plain;
        expect(viaIndex).toEqual(plain);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('the admin list answers the same before its sample exists and after', async () => {
    const { caller } = await signedInCaller(database.db, 'admin');
    const ask = () => caller.subscribers.list({ page: 1, pageSize: 25, q: 'reader1234' });
    const before = await ask(); // the first search starts the sample in the background
    await samplesSettled(database.db);
    const after = await ask();
    expect(after).toEqual(before);
    expect(after.items.map((s) => s.email)).toContain('reader1234@example.com');
    expect(after.total).toBe(before.total);
  });

  it('the users list (three columns, any of them) answers the same before its samples exist and after', async () => {
    const { caller } = await signedInCaller(database.db, 'admin');
    for (const q of ['user1234', 'smith 700', 'R1234@EXAMPLE', 'learner 99']) {
      const before = await caller.users.list({ page: 1, pageSize: 20, q });
      await samplesSettled(database.db);
      const after = await caller.users.list({ page: 1, pageSize: 20, q });
      expect(after, q).toEqual(before);
      expect(after.items.length, q).toBeGreaterThan(0);
    }
  });
});
