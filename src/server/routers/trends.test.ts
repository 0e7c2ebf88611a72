import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../db/client';
import { dominicaNow } from '../../shared/dominica-time';
import { courses, enrollments, subscribers } from '../db/schema';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('dashboard trends', () => {
  it('counts enrollments per week by status, approved revenue per month by method, and subscribers over time', async () => {
    const { caller: admin, account } = await signedInCaller(database.db, 'admin');
    const [c1, c2] = await database.db
      .insert(courses)
      .values(
        ['Trend course', 'Old trend course'].map((title) => ({
          title,
          description: 'For trends.',
          level: 'Beginner',
          duration: '1 week',
          price: 4999,
          downloadUrl: 'https://m.example.com/t.zip',
        })),
      )
      .returning({ id: courses.id });
    const other = await signedInCaller(database.db);
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 24 * 3600 * 1000); // outside every window
    await database.db.insert(enrollments).values([
      {
        userId: account.id,
        courseId: c1!.id,
        price: 4999,
        paymentMethod: 'usdt',
        paymentStatus: 'confirmed',
        decidedAt: now,
        enrolledAt: now,
        paymentCode: 'DCE-TTT1',
      },
      {
        userId: other.account.id,
        courseId: c1!.id,
        price: 4999,
        paymentMethod: 'cash',
        paymentStatus: 'rejected',
        decidedAt: now,
        enrolledAt: now,
        paymentCode: 'DCE-TTT2',
      },
      {
        userId: account.id,
        courseId: c2!.id,
        price: 4999,
        paymentMethod: 'cash',
        paymentStatus: 'confirmed',
        decidedAt: old,
        enrolledAt: old,
        paymentCode: 'DCE-TTT3',
      },
    ]);
    await database.db.insert(subscribers).values([
      { email: 'a@trend.example', subscribedAt: old, unsubscribeToken: 'tok-a' },
      { email: 'b@trend.example', subscribedAt: now, subscribed: false, unsubscribedAt: now, unsubscribeToken: 'tok-b' },
      { email: 'c@trend.example', subscribedAt: now, unsubscribeToken: 'tok-c' },
    ]);

    const trends = await admin.admin.trends();
    expect(trends.enrollmentsPerWeek).toHaveLength(12);
    expect(trends.enrollmentsPerWeek.at(-1)).toMatchObject({ pending: 0, confirmed: 1, rejected: 1 });
    expect(trends.enrollmentsPerWeek.reduce((n, w) => n + w.confirmed + w.rejected + w.pending, 0)).toBe(2);
    expect(trends.revenuePerMonth).toHaveLength(12);
    expect(trends.revenuePerMonth.at(-1)).toMatchObject({ usdt: 4999, cash: 0, mobanking: 0 });
    // Revenue is what was paid: a later price change does not rewrite it.
    await database.db.update(courses).set({ price: 9999 }).where(eq(courses.id, c1!.id));
    expect((await admin.admin.trends()).revenuePerMonth.at(-1)).toMatchObject({ usdt: 4999 });
    expect(trends.revenuePerMonth.reduce((n, m) => n + m.cash, 0)).toBe(0);
    expect(trends.subscribersPerMonth).toHaveLength(12);
    expect(trends.subscribersPerMonth[0]?.subscribers).toBe(1);
    expect(trends.subscribersPerMonth.at(-1)?.subscribers).toBe(2);
    expect(new Date(`${trends.enrollmentsPerWeek.at(-1)!.week}T00:00:00Z`).getUTCDay()).toBe(1);

    const { caller: learner } = await signedInCaller(database.db);
    await expect(learner.admin.trends()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an approval on a sample course is no revenue: its learner was told nothing was paid (probe 67, F1)', async () => {
    const { caller: admin, account } = await signedInCaller(database.db, 'admin');
    const [sample] = await database.db
      .insert(courses)
      .values({
        title: 'Sample trend course',
        description: 'A sample.',
        level: 'Beginner',
        duration: '1 week',
        price: 9999,
        downloadUrl: 'https://m.example.com/sample.zip',
        demo: true,
      })
      .returning({ id: courses.id });
    const revenueNow = async () => {
      const months = (await admin.admin.trends()).revenuePerMonth;
      const { cash, usdt, mobanking } = months[months.length - 1]!;
      return cash + usdt + mobanking;
    };
    const before = await revenueNow();
    const now = new Date();
    await database.db.insert(enrollments).values({
      userId: account.id,
      courseId: sample!.id,
      price: 9999,
      paymentMethod: 'cash',
      paymentStatus: 'confirmed',
      decidedAt: now,
      enrolledAt: now,
      paymentCode: 'DCE-SMP1',
    });
    expect(await revenueNow()).toBe(before);
    // Made the admin's own course, its approvals from then on count.
    await database.db.update(courses).set({ demo: false }).where(eq(courses.id, sample!.id));
    expect(await revenueNow()).toBe(before + 9999);
  });

  it("buckets by the day in Dominica: a payment approved at 10 pm on a month's last evening counts in that month (probe 54, F2)", async () => {
    const { caller: admin, account } = await signedInCaller(database.db, 'admin');
    const [course] = await database.db
      .insert(courses)
      .values({
        title: 'Evening course',
        description: 'x',
        level: 'Beginner',
        duration: '1 week',
        price: 1234,
        downloadUrl: 'https://m.example.com/e.zip',
      })
      .returning({ id: courses.id });
    // 02:00 UTC on the 1st of this month in Dominica: 10 pm the evening before, in Roseau (UTC-4).
    const [year, month] = dominicaNow().date.split('-').map(Number) as [number, number];
    const lastEvening = new Date(Date.UTC(year, month - 1, 1, 2, 0));
    const before = await admin.admin.trends();
    await database.db.insert(enrollments).values({
      userId: account.id,
      courseId: course!.id,
      price: 1234,
      paymentMethod: 'mobanking',
      paymentStatus: 'confirmed',
      decidedAt: lastEvening,
      enrolledAt: lastEvening,
      paymentCode: 'DCE-EVE1',
    });
    // And a pending enrollment at 10 pm on Sunday in Roseau (02:00 UTC on Monday): last week's.
    const today = new Date(`${dominicaNow().date}T00:00:00Z`);
    const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7), 2, 0);
    const [other] = await database.db
      .insert(courses)
      .values({
        title: 'Sunday course',
        description: 'x',
        level: 'Beginner',
        duration: '1 week',
        price: 1234,
        downloadUrl: 'https://m.example.com/s.zip',
      })
      .returning({ id: courses.id });
    await database.db.insert(enrollments).values({
      userId: account.id,
      courseId: other!.id,
      price: 1234,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      enrolledAt: new Date(monday),
      paymentCode: 'DCE-SUN1',
    });
    const after = await admin.admin.trends();
    const added = after.revenuePerMonth.map((m, i) => m.mobanking - (before.revenuePerMonth[i]?.mobanking ?? 0));
    expect(added.at(-2)).toBe(1234);
    expect(added.at(-1)).toBe(0);
    const pendingAdded = after.enrollmentsPerWeek.map((w, i) => w.pending - (before.enrollmentsPerWeek[i]?.pending ?? 0));
    expect(pendingAdded.at(-2)).toBe(1);
    expect(pendingAdded.at(-1)).toBe(0);
  });
});
