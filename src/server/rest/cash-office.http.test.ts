/**
 * The office learners pay cash at is described once, by the company record (Settings > General):
 * the cash instructions follow General, and the Payments section only says whether cash is
 * accepted (docs/decisions/2026-11-29-office-one-source.md).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesHeard, createTestDatabase, seedFirstStart } from '../../../test/db';
import { createClient, signedInClient, startTestServer } from '../../../test/http';
import { TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import { z } from 'zod';
import {
  paymentInstructionsSchema,
  SAMPLE_OFFICE_ADDRESS,
  sampleOfficeHours,
  type PaymentInstructions,
} from '../../shared/schemas/payments';
import { companySettingsSchema } from '../../shared/schemas/settings';
import type { Database } from '../db/client';
import { courses, emailOutbox } from '../db/schema';
import { METHOD_UNAVAILABLE } from '../services/enrollments';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInClient>>;

async function newCourse(title: string) {
  const [row] = await database.db
    .insert(courses)
    .values({
      title,
      description: 'A course for cash tests.',
      level: 'Beginner',
      duration: '1 week',
      price: 2500,
      downloadUrl: 'https://m.example.com/c.zip',
    })
    .returning({ id: courses.id });
  return row!.id;
}

// Answers read through schemas, not casts: a changed shape fails here, with the field named.
const methodsOf = (json: unknown) => z.object({ methods: z.array(paymentInstructionsSchema) }).parse(json).methods;
const paymentsVersionOf = (json: unknown) => z.object({ payments: z.object({ version: z.number() }) }).parse(json).payments.version;
const storedCashOf = (json: unknown) => z.object({ payments: z.object({ cash: z.unknown() }) }).parse(json).payments.cash;
const myEnrollmentsOf = (json: unknown) =>
  z.array(z.object({ id: z.number(), instructions: paymentInstructionsSchema.nullable() })).parse(json);
const issuePathsOf = (json: unknown) =>
  z
    .object({ issues: z.array(z.object({ path: z.string() })) })
    .parse(json)
    .issues.map((i) => i.path);

const detailsOf = (methods: PaymentInstructions[], method: string) => methods.find((m) => m.method === method)?.details;
const cashDetails = async (client = createClient(server.baseUrl)) =>
  detailsOf(methodsOf((await client.get('/api/payment-instructions')).json), 'cash');

async function savePayments(body: Record<string, unknown>) {
  const version = paymentsVersionOf((await admin.get('/api/admin/settings')).json);
  return admin.put('/api/admin/settings/payments', { currentPassword: admin.account.password, version, ...body });
}

async function saveGeneral(officeAddress: string, officeHours: string) {
  const company = companySettingsSchema.parse((await admin.get('/api/settings')).json);
  const { id, version, companyName, companyTagline } = company;
  // Only what the office is: the contact email, empty on this fresh install and refused empty
  // (probe 58, F5), is kept by not sending it.
  const res = await admin.patch(`/api/settings/${id}`, { version, companyName, companyTagline, officeAddress, officeHours });
  expect(res.status, res.text).toBe(200);
  // Every process hears the change before the next read (the answer cache's rule).
  await changesHeard(database);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass-1', seedDemo: false });
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('the cash instructions come from General', () => {
  it("saving General's address and hours changes what learners are told, on /api/payment-instructions, their enrollments and the email", async () => {
    // Nothing in General yet: the sample address and the default hours, each saying it is a sample.
    expect(await cashDetails()).toEqual(
      expect.arrayContaining([
        { label: 'Pay at', value: SAMPLE_OFFICE_ADDRESS },
        { label: 'Office hours', value: sampleOfficeHours('Monday-Friday 9AM-5PM') },
      ]),
    );
    expect(sampleOfficeHours('Monday-Friday 9AM-5PM')).toMatch(/^Sample hours: Monday-Friday 9AM-5PM \(/);
    const learner = await signedInClient(server.baseUrl, database.db);
    const enrolled = await learner.post('/api/enroll', { courseId: await newCourse('Cash before'), paymentMethod: 'cash' });
    expect(enrolled.status, enrolled.text).toBe(201);

    await saveGeneral('4 Hillsborough Street, Roseau', 'Tuesday-Saturday 8AM-1PM');

    const expected = [
      { label: 'Pay at', value: '4 Hillsborough Street, Roseau' },
      { label: 'Office hours', value: 'Tuesday-Saturday 8AM-1PM' },
    ];
    expect(await cashDetails()).toEqual(expect.arrayContaining(expected));
    // The learner who enrolled before is sent to the same office.
    const mine = myEnrollmentsOf((await learner.get('/api/enrollments')).json);
    expect(mine.find((e) => e.id === enrolled.json.id)?.instructions?.details).toEqual(expect.arrayContaining(expected));
    // So is the next one, in the email too.
    const next = await learner.post('/api/enroll', { courseId: await newCourse('Cash after'), paymentMethod: 'cash' });
    expect(next.status, next.text).toBe(201);
    const mails = await database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ['enrollment.instructions', 'enrollment.details_changed']))
      .orderBy(emailOutbox.id);
    // The learner who enrolled before was written to with the new office (probe 39, F2's class).
    const moved = mails.find((m) => m.subject.startsWith('New payment details') && m.subject.includes('Cash before'));
    expect(moved?.text).toContain('Pay at: 4 Hillsborough Street, Roseau');
    const mail = mails.find((m) => m.subject.includes('Cash after'));
    expect(mail?.text).toContain('Pay at: 4 Hillsborough Street, Roseau');
    expect(mail?.text).toContain('Office hours: Tuesday-Saturday 8AM-1PM');
    expect(mail?.text).not.toContain(SAMPLE_OFFICE_ADDRESS);
    expect(mail?.text).not.toContain('Sample hours');
  });

  it('cash not accepted: it is not offered, and enrolling with cash is refused with a clear message', async () => {
    const saved = await savePayments({ ...TEST_PAYMENT_SETTINGS, cash: { accepted: false, whatToBring: 'Exact cash' } });
    expect(saved.status, saved.text).toBe(200);
    await changesHeard(database);
    const methods = methodsOf((await createClient(server.baseUrl).get('/api/payment-instructions')).json);
    expect(methods.map((m) => m.method)).toEqual(['usdt', 'mobanking']);
    const learner = await signedInClient(server.baseUrl, database.db);
    const refused = await learner.post('/api/enroll', { courseId: await newCourse('No cash'), paymentMethod: 'cash' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(METHOD_UNAVAILABLE);

    expect((await savePayments({ ...TEST_PAYMENT_SETTINGS, cash: { accepted: true, whatToBring: 'Exact cash' } })).status).toBe(200);
    await changesHeard(database);
    expect(await cashDetails()).toContainEqual({ label: 'Bring', value: 'Exact cash' });
  });
});

describe('PUT /api/admin/settings/payments is strict about cash', () => {
  it('the old keys officeAddress and hours are a 400 that says where the office is set now', async () => {
    const res = await savePayments({
      ...TEST_PAYMENT_SETTINGS,
      cash: { officeAddress: '9 Old Street', hours: 'Mon 9-5', whatToBring: 'Cash', accepted: true },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.issues).toContainEqual({ path: 'cash', message: expect.stringMatching(/no longer take "officeAddress", "hours"/) });
    expect(res.json.message).toContain('Settings > General');
    // Without `accepted` at all (an old client's whole body): refused too, naming the field.
    const old = await savePayments({ ...TEST_PAYMENT_SETTINGS, cash: { officeAddress: '9 Old Street', hours: '', whatToBring: '' } });
    expect(old.status).toBe(400);
    expect(issuePathsOf(old.json)).toEqual(expect.arrayContaining(['cash', 'cash.accepted']));
    expect(await cashDetails()).not.toContainEqual({ label: 'Pay at', value: '9 Old Street' });
  });

  it('"accepted":"false" (a string) is a 400 naming the field, and cash stays accepted', async () => {
    const res = await savePayments({ ...TEST_PAYMENT_SETTINGS, cash: { accepted: 'false', whatToBring: '' } });
    expect(res.status, res.text).toBe(400);
    expect(res.json.issues).toEqual([{ path: 'cash.accepted', message: 'Say whether cash is accepted at the office: true or false' }]);
    const stored = storedCashOf((await admin.get('/api/admin/settings')).json);
    expect(stored).toEqual({ accepted: true, whatToBring: 'Exact cash' });
  });
});

describe('PATCH /api/settings/{id} keeps what it does not send (probe 39, F1)', () => {
  it('a PATCH of the required fields alone keeps the phone, the office address and the links; null clears one', async () => {
    const read = async () => companySettingsSchema.parse((await admin.get('/api/settings')).json);
    const before = await read();
    const full = await admin.patch(`/api/settings/${before.id}`, {
      version: before.version,
      companyName: before.companyName,
      companyTagline: before.companyTagline,
      contactEmail: 'office@example.dm',
      contactPhone: '+1 767 555 0100',
      officeAddress: '12 King George V Street, Roseau',
      facebookUrl: 'https://facebook.com/example',
    });
    expect(full.status, full.text).toBe(200);
    await changesHeard(database);
    const saved = await read();
    // As the payments refusal tells a script to: only what the schema requires.
    const partial = await admin.patch(`/api/settings/${saved.id}`, {
      version: saved.version,
      companyName: saved.companyName,
      companyTagline: saved.companyTagline,
      contactEmail: saved.contactEmail,
    });
    expect(partial.status, partial.text).toBe(200);
    await changesHeard(database);
    expect(await read()).toMatchObject({
      contactPhone: '+1 767 555 0100',
      officeAddress: '12 King George V Street, Roseau',
      facebookUrl: 'https://facebook.com/example',
    });
    expect(await cashDetails()).toContainEqual({ label: 'Pay at', value: '12 King George V Street, Roseau' });
    const kept = await read();
    const cleared = await admin.patch(`/api/settings/${kept.id}`, {
      version: kept.version,
      companyName: kept.companyName,
      companyTagline: kept.companyTagline,
      contactEmail: kept.contactEmail,
      facebookUrl: null,
      contactPhone: '',
    });
    expect(cleared.status, cleared.text).toBe(200);
    await changesHeard(database);
    expect(await read()).toMatchObject({ facebookUrl: null, contactPhone: '', officeAddress: '12 King George V Street, Roseau' });
  });

  it('a PATCH of one field keeps every other, and a refusal reads as a sentence naming the field (probe 40, F3)', async () => {
    const read = async () => companySettingsSchema.parse((await admin.get('/api/settings')).json);
    const before = await read();
    const hours = await admin.patch(`/api/settings/${before.id}`, { version: before.version, officeHours: 'Monday-Thursday 9AM-3PM' });
    expect(hours.status, hours.text).toBe(200);
    await changesHeard(database);
    const after = await read();
    expect(after).toEqual({ ...before, officeHours: 'Monday-Thursday 9AM-3PM', version: (before.version ?? 0) + 1 });

    const long = await admin.patch(`/api/settings/${after.id}`, { version: after.version, companyName: 'N'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({
      message: 'companyName: must be at most 120 characters',
      issues: [{ path: 'companyName', message: 'must be at most 120 characters' }],
    });
    const empty = await admin.patch(`/api/settings/${after.id}`, { version: after.version, companyName: '  ' });
    expect(empty.json.issues).toEqual([{ path: 'companyName', message: 'Site name is required' }]);
    expect(await read()).toEqual(after);
  });
});
