/**
 * The reconciliation queue over REST (issue 27): amountDue on the pending items, the forgiving code
 * search and filters as query parameters, POST .../{id}/undo, hostile bulk bodies, and the CSV's
 * method names in words.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { createClient, startTestServer, signedInClient } from '../../../test/http';
import { configurePayments } from '../../../test/payments';
import { UNDO_WINDOW_MINUTES } from '../../shared/pending-queue';
import { ID_MESSAGE } from '../../shared/schemas/common';
import type { Database } from '../db/client';
import { auditLog, courses, enrollments } from '../db/schema';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: ReturnType<typeof createClient>;
let learner: ReturnType<typeof createClient>;
let courseIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await configurePayments(database.db);
  server = await startTestServer(database);
  admin = await signedInClient(server.baseUrl, database.db, 'admin');
  learner = await signedInClient(server.baseUrl, database.db, 'user');
  courseIds = [];
  for (const [title, price] of [
    ['Reconcile One', 5000],
    ['Reconcile Two', 2500],
    ['Reconcile Three', 7999],
  ] as const) {
    const [row] = await database.db
      .insert(courses)
      .values({
        title,
        description: 'Reconciled.',
        level: 'Beginner',
        duration: '1 week',
        price,
        downloadUrl: 'https://m.example.com/r.zip',
      })
      .returning({ id: courses.id });
    courseIds.push(row!.id);
  }
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function enroll(courseId: number, paymentMethod: string) {
  const res = await learner.post('/api/enroll', { courseId, paymentMethod });
  expect(res.status).toBe(201);
  return res.json as unknown as { id: number; paymentCode: string };
}

describe('the reconciliation queue over REST', () => {
  it('documents the new paths', async () => {
    const doc = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/admin/enrollments/{id}/undo']).toHaveProperty('post');
    expect(doc.paths['/admin/enrollments/recent']).toHaveProperty('get');
  });

  it('pending items carry amountDue; the code is found however it is typed; filters are query parameters', async () => {
    const first = await enroll(courseIds[0]!, 'mobanking');
    await database.db.update(enrollments).set({ paymentCode: 'DCE-JTET' }).where(eq(enrollments.id, first.id));
    for (const q of ['dce%20jtet', 'dcejtet', 'DCE-JTET', 'jt%20et']) {
      const res = await admin.get(`/api/admin/enrollments/pending?q=${q}`);
      expect(res.status, q).toBe(200);
      const items = res.json as unknown as { id: number; amountDue: unknown }[];
      expect(
        items.map((i) => i.id),
        q,
      ).toEqual([first.id]);
      expect(items[0]?.amountDue).toEqual({ usdCents: 5000, xcdCents: 13500, usdt: '50.00' });
    }
    expect((await admin.get('/api/admin/enrollments/pending?method=mobanking&age=today&sort=newest')).status).toBe(200);
    expect((await admin.get('/api/admin/enrollments/pending?age=3d')).json).toEqual([]);
    const badAge = await admin.get('/api/admin/enrollments/pending?age=forever');
    expect(badAge.status).toBe(400);
    expect(JSON.stringify(badAge.json)).toContain('Age must be');
    expect((await admin.get(`/api/admin/enrollments/pending?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('undo: 200 within the window (audited), 409 twice or too late with a message, 403 for a learner, 401 anonymous, 404 missing', async () => {
    const e = await enroll(courseIds[1]!, 'cash');
    expect((await admin.post(`/api/admin/enrollments/${e.id}/approve`, { notes: 'Cash counted' })).status).toBe(200);
    expect((await learner.post(`/api/admin/enrollments/${e.id}/undo`)).status).toBe(403);
    expect((await createClient(server.baseUrl).post(`/api/admin/enrollments/${e.id}/undo`)).status).toBe(401);
    const recent = await admin.get('/api/admin/enrollments/recent');
    expect((recent.json as unknown as { id: number }[]).map((r) => r.id)).toContain(e.id);

    const undone = await admin.post(`/api/admin/enrollments/${e.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.json).toEqual({ id: e.id, paymentStatus: 'pending', undone: 'confirmed' });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'enrollment.undo'));
    expect(audits.map((a) => a.targetId)).toContain(String(e.id));

    const twice = await admin.post(`/api/admin/enrollments/${e.id}/undo`);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('This enrollment is pending: there is no decision to undo.');

    expect((await admin.post(`/api/admin/enrollments/${e.id}/reject`, {})).status).toBe(200);
    await database.db
      .update(enrollments)
      .set({ decidedAt: sql`now() - interval '1 hour'` })
      .where(eq(enrollments.id, e.id));
    const late = await admin.post(`/api/admin/enrollments/${e.id}/undo`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(`This decision was made more than ${UNDO_WINDOW_MINUTES} minutes ago and can no longer be undone.`);
    expect(late.text).not.toMatch(/select|stack|at \w+ \(/i);

    expect((await admin.post('/api/admin/enrollments/2000000000/undo')).status).toBe(404);
    expect((await admin.post('/api/admin/enrollments/abc/undo')).status).toBe(400);
    expect((await admin.post(`/api/admin/enrollments/${e.id}/undo`, { notes: 1 })).status).toBe(400);
  });

  it('bulk: wrong JSON types, huge and duplicate id lists are 400 and change nothing', async () => {
    const e = await enroll(courseIds[2]!, 'usdt');
    const hostile: unknown[] = [
      { ids: String(e.id), action: 'approve' },
      { ids: [e.id, 'x'], action: 'approve' },
      { ids: [e.id], action: 5 },
      { ids: [e.id], action: 'approve', notes: { $gt: '' } },
      { ids: [e.id], action: 'approve', notes: ['a'] },
      { ids: [e.id, e.id], action: 'approve' },
      { ids: Array.from({ length: 50_000 }, (_, i) => i + 1), action: 'approve' },
      { ids: [e.id], action: 'approve', notes: 'x'.repeat(2001) },
      { ids: [], action: 'approve' },
      { ids: [e.id], action: 'approve', extra: true },
      { ids: [-1], action: 'reject' },
      { ids: [1.5], action: 'reject' },
      null,
      [e.id],
    ];
    for (const body of hostile) {
      const res = await admin.post('/api/admin/enrollments/bulk', JSON.stringify(body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.json.message).toBe('string');
    }
    const [row] = await database.db.select({ status: enrollments.paymentStatus }).from(enrollments).where(eq(enrollments.id, e.id));
    expect(row?.status).toBe('pending');
  });

  it('bulk: ids written as strings in the body (ids[] or seen[].id) are 400 naming the field, and nothing is decided', async () => {
    const [course] = await database.db
      .insert(courses)
      .values({
        title: 'Reconcile Strings',
        description: 'Typed.',
        level: 'Beginner',
        duration: '1 week',
        price: 1000,
        downloadUrl: 'https://m.example.com/s.zip',
      })
      .returning({ id: courses.id });
    const e = await enroll(course!.id, 'cash');
    const seen = { paymentMethod: 'cash', paymentReference: null };
    const cases: [unknown, string][] = [
      [{ ids: [String(e.id)], action: 'reject' }, 'ids.0'],
      [{ ids: [e.id], action: 'reject', seen: [{ ...seen, id: String(e.id) }] }, 'seen.0.id'],
    ];
    for (const [body, path] of cases) {
      const res = await admin.post('/api/admin/enrollments/bulk', body);
      expect(res.status, path).toBe(400);
      expect(res.json.issues, path).toEqual([{ path, message: ID_MESSAGE }]);
    }
    const [row] = await database.db.select({ status: enrollments.paymentStatus }).from(enrollments).where(eq(enrollments.id, e.id));
    expect(row?.status).toBe('pending');
    // The same bodies with integers are decided.
    const ok = await admin.post('/api/admin/enrollments/bulk', { ids: [e.id], action: 'reject', seen: [{ ...seen, id: e.id }] });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ action: 'reject', count: 1, ids: [e.id], decidedAt: expect.any(String) });
  });

  it('the CSV names methods in words and carries the amount due in US$, EC$ and USDT', async () => {
    const csv = await admin.get('/api/admin/enrollments/export');
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toContain('method,amount_usd,amount_xcd,amount_usdt');
    expect(lines.some((l) => /,Mobile Banking,50\.00,135\.00,50\.00,Reconcile One,/.test(l))).toBe(true);
    expect(lines.some((l) => /,USDT,79\.99,215\.97,79\.99,Reconcile Three,/.test(l))).toBe(true);
    expect(lines.some((l) => /,Cash \(in-office\),25\.00,67\.50,25\.00,Reconcile Two,/.test(l))).toBe(true);
    expect(csv.text).not.toMatch(/,(mobanking|cash|usdt),/);
  });
});
