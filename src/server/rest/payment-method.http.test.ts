/**
 * `PUT /api/enrollments/{id}/method` over HTTP: the answers a script gets (200, 400, 401, 404, never
 * a 500), the OpenAPI document, and the admin's pending queue showing the new method at once (its
 * cached answer is thrown away by the change feed when the enrollment row is written).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, signedInClient, startTestServer, untilCached } from '../../../test/http';
import { configurePayments, TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import { PAYMENT_METHODS } from '../../shared/constants';
import { paymentInstructionsSchema } from '../../shared/schemas/payments';
import type { Database } from '../db/client';
import { enrollments } from '../db/schema';
import { insertCourse } from '../../../test/courses';
import { NO_PENDING_ENROLLMENT } from '../services/enrollment-method';
import { METHOD_UNAVAILABLE } from '../services/enrollments';

// Answers read through schemas, not casts: a changed shape fails here, with the field named.
const pathsOf = (json: unknown) => z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(json).paths;
const enrollmentsOf = (json: unknown) =>
  z
    .array(z.object({ id: z.number(), paymentMethod: z.enum(PAYMENT_METHODS), instructions: paymentInstructionsSchema.nullable() }))
    .parse(json);
const issuePathsOf = (json: unknown) =>
  z
    .object({ issues: z.array(z.object({ path: z.string() })) })
    .parse(json)
    .issues.map((i) => i.path);

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signedInClient>>;

async function pendingLearner(paymentMethod: 'cash' | 'usdt' | 'mobanking', paymentReference?: string) {
  const courseId = await insertCourse(database.db, { price: 2500 });
  const learner = await signedInClient(server.baseUrl, database.db, 'user');
  const enrolled = await learner.post('/api/enroll', { courseId, paymentMethod, paymentReference });
  expect(enrolled.status).toBe(201);
  const { id, paymentCode } = z.object({ id: z.number(), paymentCode: z.string() }).parse(enrolled.json);
  return Object.assign(learner, { enrollmentId: id, paymentCode });
}

const methodOf = async (id: number) =>
  (await database.db.select({ m: enrollments.paymentMethod }).from(enrollments).where(eq(enrollments.id, id)))[0]?.m;

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('PUT /api/enrollments/{id}/method', () => {
  it('is in /api/openapi.json', async () => {
    const paths = pathsOf((await createClient(server.baseUrl).get('/api/openapi.json')).json);
    expect(paths['/enrollments/{id}/method']).toHaveProperty('put');
  });

  it('changes the own pending enrollment and answers the new instructions', async () => {
    const learner = await pendingLearner('usdt', 'TX-OLD');
    const res = await learner.put(`/api/enrollments/${learner.enrollmentId}/method`, { paymentMethod: 'mobanking' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      id: learner.enrollmentId,
      paymentMethod: 'mobanking',
      paymentReference: null,
      paymentCode: learner.paymentCode,
      changed: true,
      instructions: { method: 'mobanking' },
    });
    const mine = enrollmentsOf((await learner.get('/api/enrollments')).json);
    expect(mine[0]).toMatchObject({ paymentMethod: 'mobanking', instructions: { method: 'mobanking' } });
  });

  it('refuses without a session (401), with wrong JSON types (400), for a method not offered (400), and for ids not pending and the caller’s (404)', async () => {
    const learner = await pendingLearner('cash');
    const path = `/api/enrollments/${learner.enrollmentId}/method`;
    const anonymous = await createClient(server.baseUrl).put(path, { paymentMethod: 'usdt' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Please sign in to continue.');

    for (const body of [{ paymentMethod: 1 }, { paymentMethod: null }, { paymentMethod: ['usdt'] }, { paymentMethod: 'paypal' }, {}]) {
      const res = await learner.put(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(issuePathsOf(res.json)).toContain('paymentMethod');
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await learner.put(`/api/enrollments/${bad}/method`, { paymentMethod: 'usdt' });
      expect(res.status, bad).toBe(400);
    }
    // A body's own "id" does not name another enrollment: the path's id is the one changed.
    const other = await pendingLearner('cash');
    expect((await learner.put(path, { id: other.enrollmentId, paymentMethod: 'usdt' })).status).toBe(200);
    expect([await methodOf(learner.enrollmentId), await methodOf(other.enrollmentId)]).toEqual(['usdt', 'cash']);
    expect((await learner.put(path, { id: 'abc', paymentMethod: 'cash' })).status).toBe(200);
    expect((await learner.request('PUT', path, 'paymentMethod=usdt', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );

    const stolen = await learner.put(`/api/enrollments/${other.enrollmentId}/method`, { paymentMethod: 'usdt' });
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ message: NO_PENDING_ENROLLMENT, code: 'NOT_FOUND' });
    const missing = await learner.put('/api/enrollments/2000000000/method', { paymentMethod: 'usdt' });
    expect(missing.json).toEqual(stolen.json);
    expect(await methodOf(other.enrollmentId)).toBe('cash');

    await configurePayments(database.db, { ...TEST_PAYMENT_SETTINGS, usdt: { network: '', address: '' } });
    try {
      const unavailable = await learner.put(path, { paymentMethod: 'usdt' });
      expect(unavailable.status).toBe(400);
      expect(unavailable.json.message).toBe(METHOD_UNAVAILABLE);
    } finally {
      await configurePayments(database.db);
    }
    expect(await methodOf(learner.enrollmentId)).toBe('cash');
  });

  it('the admin’s pending queue shows the new method on its next read, though its answer was cached', async () => {
    const learner = await pendingLearner('cash');
    const queue = '/api/admin/enrollments/pending?sort=newest';
    const methodInQueue = (res: { json: unknown }) =>
      z
        .array(z.object({ id: z.number(), paymentMethod: z.enum(PAYMENT_METHODS) }))
        .parse(res.json)
        .find((e) => e.id === learner.enrollmentId)?.paymentMethod;
    expect(methodInQueue(await untilCached(database, admin, queue))).toBe('cash');
    expect((await learner.put(`/api/enrollments/${learner.enrollmentId}/method`, { paymentMethod: 'usdt' })).status).toBe(200);
    const after = await admin.get(queue);
    expect(after.headers.get('x-cache')).not.toBe('PRIVATE-HIT');
    expect(methodInQueue(after)).toBe('usdt');
  });
});
