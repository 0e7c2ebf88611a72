/**
 * The hourly caps on mail anyone can aim at someone else (outbox.ts, MAILS_PER_HOUR) count per
 * mailbox, not per spelling of an address, and hold when the requests arrive at the same instant.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../../test/db';
import { emailOutbox } from '../db/schema';
import { enqueueEmail, MAILS_PER_HOUR } from './outbox';
import { mailboxOf } from './mailbox';
import { notifyPasswordGuessing } from '../services/notifications';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const KIND = 'auth.password_reset';
const CAP = MAILS_PER_HOUR[KIND]!;
const mail = (to: string, kind = KIND) => ({ to, subject: 'Reset your password', text: 'x', html: 'x', kind });
const queue = (to: string, kind = KIND) => database.db.transaction((tx) => enqueueEmail(tx, mail(to, kind)));
const queuedFor = async (mailbox: string, kind = KIND) =>
  (
    await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.mailbox, mailbox), eq(emailOutbox.kind, kind)))
  ).length;

describe('mailboxOf', () => {
  it('reads case, +tags and Gmail dots as one mailbox, and leaves other addresses apart', () => {
    expect(mailboxOf('Victim+1@Example.com')).toBe('victim@example.com');
    expect(mailboxOf(' victim+news+x@EXAMPLE.com ')).toBe('victim@example.com');
    expect(mailboxOf('V.Ic.Tim+a@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('v-ictim@yahoo.com')).toBe('v@yahoo.com');
    expect(mailboxOf('other@example.com')).toBe('other@example.com');
    // Dots only mean nothing at Gmail.
    expect(mailboxOf('v.ictim@example.com')).toBe('v.ictim@example.com');
  });
});

describe('the hourly cap on one mailbox', () => {
  it('is shared by the spellings of one address, not one share each (probe 45: newsletter +tag variants)', async () => {
    const spellings = [
      'Target@Example.org',
      'target+1@example.org',
      'TARGET+two@EXAMPLE.ORG',
      'target+3@example.org',
      'target@example.org',
    ];
    const queued = [];
    for (const to of spellings) queued.push(await queue(to));
    expect(queued).toEqual([...Array<boolean>(CAP).fill(true), ...Array<boolean>(spellings.length - CAP).fill(false)]);
    expect(await queuedFor('target@example.org')).toBe(CAP);
    // Sent to the address as typed.
    const rows = await database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.mailbox, 'target@example.org'));
    expect(rows.map((r) => r.to)).toEqual(spellings.slice(0, CAP));
    // Someone else, and a kind with no cap, are not held back by it.
    expect(await queue('bystander@example.org')).toBe(true);
    expect(await queue('target+9@example.org', 'enrollment.approved')).toBe(true);
  });

  it('holds at Gmail, whose addresses ignore dots and +tags', async () => {
    const spellings = ['g.target@gmail.com', 'gtarget+a@googlemail.com', 'G.T.A.R.G.E.T@gmail.com', 'gtar.get+b@gmail.com'];
    const queued = [];
    for (const to of spellings) queued.push(await queue(to));
    expect(queued.filter(Boolean)).toHaveLength(CAP);
    expect(await queuedFor('gtarget@gmail.com')).toBe(CAP);
  });

  it("an account's own alerts are counted by its address: accounts at +tag spellings cannot use up its share (review 53)", async () => {
    const siblings = ['owner+1@gmail.com', 'o.wner@gmail.com', 'owner+x@googlemail.com', 'OWNER+2@gmail.com'];
    for (const email of siblings)
      await database.db.transaction((tx) => notifyPasswordGuessing(tx, 'https://example.dm', { email, fullName: 'Sibling' }));
    await database.db.transaction((tx) =>
      notifyPasswordGuessing(tx, 'https://example.dm', { email: 'owner@gmail.com', fullName: 'Owner' }),
    );
    const toOwner = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'owner@gmail.com'), eq(emailOutbox.kind, 'auth.password_guessing')));
    expect(toOwner).toHaveLength(1);
  });

  it.runIf(usingPostgres)(
    'holds when many requests aim at one mailbox at the same instant (PostgreSQL: real concurrent transactions)',
    async () => {
      // Two pools, as two processes would have. Each transaction stays open after queueing until all
      // have queued (or a moment has passed: with the lock, the next one is waiting for this one to
      // end), so without the lock every one counts before any commits.
      const other = database.reopen!();
      try {
        const attempts = 6;
        let queuedSoFar = 0;
        let allQueued = () => {};
        const everyoneQueued = new Promise<void>((resolve) => (allQueued = resolve));
        const results = await Promise.all(
          Array.from({ length: attempts }, (_, i) =>
            (i % 2 ? other : database).db.transaction(async (tx) => {
              const queued = await enqueueEmail(tx, mail(`racer+${i}@example.net`));
              if (++queuedSoFar === attempts) allQueued();
              await Promise.race([everyoneQueued, new Promise((resolve) => setTimeout(resolve, 300))]);
              return queued;
            }),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(CAP);
        expect(await queuedFor('racer@example.net')).toBe(CAP);
      } finally {
        await other.close();
      }
    },
  );
});
