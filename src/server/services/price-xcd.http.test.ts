/**
 * Issue 25 finding 6: the EC$ price is the course price times the admin's rate. With the largest
 * allowed price and a rate of 25 the product passed 2^31 and every list of courses answered 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import { configurePayments, TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import { courseInputSchema } from '../../shared/schemas/courses';
import { XCD_RATE_RANGE_MESSAGE } from '../../shared/schemas/payment-settings-save';
import { paymentSettingsSchema } from '../../shared/schemas/payments';
import { MAX_PRICE_CENTS, MAX_XCD_RATE, usdCentsToXcdCents } from '../../shared/xcd';
import type { Database } from '../db/client';
import { courses } from '../db/schema';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let adminPassword: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  const account = await createAccount(database.db, 'admin');
  adminPassword = account.password;
  admin = createClient(server.baseUrl);
  await admin.post('/api/login', { username: account.username, password: account.password });
  await database.db.insert(courses).values({
    title: 'The dearest course',
    description: 'Priced at the largest amount the form allows.',
    level: 'Beginner',
    duration: '1 week',
    price: MAX_PRICE_CENTS,
    downloadUrl: 'https://m.example.com/d.zip',
  });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** The payments section's current version, which a save must send back. */
const paymentsVersion = async () =>
  ((await admin.get('/api/admin/settings')).json as unknown as { payments: { version: number } }).payments.version;

const dearest = async () => {
  const res = await createClient(server.baseUrl).get('/api/courses');
  expect(res.status).toBe(200);
  return (res.json as unknown as { price: number; priceXcd: number }[]).find((c) => c.price === MAX_PRICE_CENTS);
};

describe('EC$ prices never overflow', () => {
  it('the largest price at a rate of 25 lists with its exact EC$ price', async () => {
    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, xcdRate: '25' });
    expect(await dearest()).toMatchObject({ priceXcd: 2_500_000_000 });
  });

  it('the largest price at the largest rate the settings can hold still lists, equal to the shared arithmetic', async () => {
    // A save keeps the rate near the peg (below); a rate stored before that rule can be this large.
    expect(paymentSettingsSchema.safeParse({ ...TEST_PAYMENT_SETTINGS, xcdRate: MAX_XCD_RATE }).success).toBe(true);
    expect(courseInputSchema.shape.price.safeParse(MAX_PRICE_CENTS).success).toBe(true);
    expect(courseInputSchema.shape.price.safeParse(MAX_PRICE_CENTS + 1).success).toBe(false);
    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, xcdRate: MAX_XCD_RATE });
    const expected = usdCentsToXcdCents(MAX_PRICE_CENTS, MAX_XCD_RATE);
    expect(Number.isSafeInteger(expected)).toBe(true);
    expect(await dearest()).toMatchObject({ priceXcd: expected });
    expect((await admin.get('/api/admin/settings')).status).toBe(200);
  });

  it('a save keeps the rate near the peg: a slipped decimal point is refused at the field (probe 40, F2)', async () => {
    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, xcdRate: '2.7' });
    const saveRate = async (xcdRate: string) =>
      admin.put('/api/admin/settings/payments', {
        ...TEST_PAYMENT_SETTINGS,
        xcdRate,
        version: await paymentsVersion(),
        currentPassword: adminPassword,
      });
    for (const xcdRate of ['0.0001', '0.27', '27', '123', '10.0001', '0.9999']) {
      const res = await saveRate(xcdRate);
      expect(res.status, xcdRate).toBe(400);
      expect(res.json.issues, xcdRate).toEqual([{ path: 'xcdRate', message: XCD_RATE_RANGE_MESSAGE }]);
    }
    // A value the base checks refuse gets their one message, not the range's as well.
    expect((await saveRate('0')).json.issues).toEqual([{ path: 'xcdRate', message: 'The EC$ rate must be more than 0' }]);
    expect((await createClient(server.baseUrl).get('/api/payment-instructions')).json).toMatchObject({ xcdRate: '2.7' });
    for (const xcdRate of ['1', '2.75', '10']) expect((await saveRate(xcdRate)).status, xcdRate).toBe(200);
  });

  it('a rate above the largest is refused with a 400 naming the field, and the pages keep working', async () => {
    const res = await admin.put('/api/admin/settings/payments', {
      ...TEST_PAYMENT_SETTINGS,
      xcdRate: '1000',
      version: await paymentsVersion(),
      currentPassword: adminPassword,
    });
    expect(res.status).toBe(400);
    expect((res.json.issues as { path: string }[]).map((i) => i.path)).toContain('xcdRate');
    expect(await dearest()).toBeDefined();
  });
});
