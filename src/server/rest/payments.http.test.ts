import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer, signedInClient } from '../../../test/http';
import { TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import type { Database } from '../db/client';
import { and, eq, inArray } from 'drizzle-orm';
import { courses, emailOutbox } from '../db/schema';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let learner: ReturnType<typeof createClient>;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
  learner = await signedInClient(server.baseUrl, database.db, 'user');
  const [row] = await database.db
    .insert(courses)
    .values({
      title: 'REST Payments',
      description: 'Paid over REST.',
      level: 'Beginner',
      duration: '1 week',
      price: 2500,
      downloadUrl: 'https://m.example.com/r.zip',
    })
    .returning({ id: courses.id });
  courseId = row!.id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('payment rails over REST', () => {
  it('lists the new paths in /api/openapi.json', async () => {
    const doc = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/payment-instructions']).toHaveProperty('get');
    expect(doc.paths['/admin/settings/payments']).toHaveProperty('put');
    expect(doc.paths['/enrollments/{id}']).toHaveProperty('patch');
    expect(doc.paths['/admin/enrollments/pending']).toHaveProperty('get');
    expect(doc.paths['/admin/enrollments/bulk']).toHaveProperty('post');
    expect(doc.paths['/admin/enrollments/export']).toHaveProperty('get');
  });

  it('admin sets the instructions, a learner enrolls and patches the reference, the admin finds, bulk-approves and exports', async () => {
    expect((await learner.put('/api/admin/settings/payments', TEST_PAYMENT_SETTINGS)).status).toBe(403);
    const { version } = ((await admin.get('/api/admin/settings')).json as unknown as { payments: { version: number } }).payments;
    const bad = await admin.put('/api/admin/settings/payments', {
      ...TEST_PAYMENT_SETTINGS,
      currentPassword: 'password123',
      usdt: { network: 'TRC-20', address: 'nope' },
      version,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('TRC-20 address');
    // Step-up: the settings where learners send money need the admin's own password.
    expect((await admin.put('/api/admin/settings/payments', { ...TEST_PAYMENT_SETTINGS, version })).status).toBe(400);
    expect(
      (await admin.put('/api/admin/settings/payments', { ...TEST_PAYMENT_SETTINGS, currentPassword: 'not-mine', version })).status,
    ).toBe(403);
    expect(
      (await admin.put('/api/admin/settings/payments', { ...TEST_PAYMENT_SETTINGS, currentPassword: 'password123', version })).status,
    ).toBe(200);

    const instructions = await createClient(server.baseUrl).get('/api/payment-instructions');
    expect(instructions.status).toBe(200);
    expect((instructions.json.methods as unknown as { method: string }[]).map((m) => m.method)).toEqual(['cash', 'usdt', 'mobanking']);

    const enrolled = await learner.post('/api/enroll', { courseId, paymentMethod: 'usdt' });
    expect(enrolled.status).toBe(201);
    const id = enrolled.json.id as number;
    const code = enrolled.json.paymentCode as string;
    const patched = await learner.patch(`/api/enrollments/${id}`, { paymentReference: 'TRX-HASH-1' });
    expect(patched.status).toBe(200);
    expect(patched.json.paymentReference).toBe('TRX-HASH-1');
    expect((await learner.patch('/api/enrollments/abc', { paymentReference: 'x' })).status).toBe(400);

    const found = await admin.get(`/api/admin/enrollments/pending?method=usdt&q=${encodeURIComponent(code)}`);
    expect(found.status).toBe(200);
    expect((found.json as unknown as { id: number; paymentReference: string }[]).map((e) => [e.id, e.paymentReference])).toEqual([
      [id, 'TRX-HASH-1'],
    ]);
    expect((await admin.get('/api/admin/enrollments/pending?method=paypal')).status).toBe(400);

    expect((await learner.post('/api/admin/enrollments/bulk', { ids: [id], action: 'approve' })).status).toBe(403);
    expect((await admin.post('/api/admin/enrollments/bulk', { ids: [id], action: 'maybe' })).status).toBe(400);
    const bulk = await admin.post('/api/admin/enrollments/bulk', { ids: [id], action: 'approve', notes: 'Received' });
    expect(bulk.status).toBe(200);
    expect(bulk.json).toMatchObject({ action: 'approve', count: 1, ids: [id], decidedAt: expect.any(String) });
    expect((await admin.post('/api/admin/enrollments/bulk', { ids: [id], action: 'reject' })).status).toBe(409);

    const csv = await admin.get('/api/admin/enrollments/export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('enrollments.csv');
    // UTF-8's byte-order mark first, so Excel reads accented names as they are (probe 24, D5).
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.text.trim().split('\n');
    expect(rows[0]).toMatch(/^enrollment_id,/);
    expect(rows[0]).toContain('payment_code,status,method,amount_usd,amount_xcd,amount_usdt');
    expect(rows[1]).toMatch(new RegExp(`^${id},${code},confirmed,USDT,25\\.00,67\\.50,25\\.00,REST Payments,.*,TRX-HASH-1,`));
  });

  it('a change of bank account emails the new details to the learners waiting to pay by bank, and to no one else (probe 39, F2)', async () => {
    const settingsVersion = async () =>
      ((await admin.get('/api/admin/settings')).json as unknown as { payments: { version: number } }).payments.version;
    const save = async (settings: typeof TEST_PAYMENT_SETTINGS) =>
      admin.put('/api/admin/settings/payments', { ...settings, currentPassword: 'password123', version: await settingsVersion() });
    expect((await save(TEST_PAYMENT_SETTINGS)).status).toBe(200);
    const byBank = await signedInClient(server.baseUrl, database.db, 'user');
    const byCash = await signedInClient(server.baseUrl, database.db, 'user');
    const bank = await byBank.post('/api/enroll', { courseId, paymentMethod: 'mobanking' });
    expect(bank.status, bank.text).toBe(201);
    expect((await byCash.post('/api/enroll', { courseId, paymentMethod: 'cash' })).status).toBe(201);
    // One who already paid by bank and gave the reference is not told to pay by the new details.
    const paid = await signedInClient(server.baseUrl, database.db, 'user');
    const paidEnrollment = await paid.post('/api/enroll', { courseId, paymentMethod: 'mobanking' });
    expect((await paid.patch(`/api/enrollments/${paidEnrollment.json.id as number}`, { paymentReference: 'BANK-REF-1' })).status).toBe(200);
    const mailsTo = async (client: typeof byBank) =>
      database.db
        .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, client.account.email),
            inArray(emailOutbox.kind, ['enrollment.instructions', 'enrollment.details_changed']),
          ),
        )
        .orderBy(emailOutbox.id);
    expect(await mailsTo(byBank)).toHaveLength(1);

    // Saving the same details again tells nobody anything.
    expect((await save(TEST_PAYMENT_SETTINGS)).status).toBe(200);
    expect(await mailsTo(byBank)).toHaveLength(1);

    const moved = {
      ...TEST_PAYMENT_SETTINGS,
      mobanking: { ...TEST_PAYMENT_SETTINGS.mobanking, bankName: 'Other Bank', accountNumber: '999888777' },
    };
    expect((await save(moved)).status).toBe(200);
    const [, update] = await mailsTo(byBank);
    expect(update?.subject).toContain('New payment details');
    expect(update?.text).toContain('Account number: 999888777');
    expect(update?.text).toContain(`Your payment code stays ${bank.json.paymentCode as string}`);
    expect(update?.text).not.toContain('000111222');
    // The cash learner's instructions did not change: no mail; nor for the one who has paid.
    expect(await mailsTo(byCash)).toHaveLength(1);
    expect(await mailsTo(paid)).toHaveLength(1);
    await save(TEST_PAYMENT_SETTINGS);
  });

  it('the export is for admins only, with the JSON error body', async () => {
    const anon = await createClient(server.baseUrl).get('/api/admin/enrollments/export');
    expect(anon.status).toBe(401);
    expect(anon.json).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    const user = await learner.get('/api/admin/enrollments/export');
    expect(user.status).toBe(403);
    expect(user.text).not.toContain('enrollment_id');
  });
});
