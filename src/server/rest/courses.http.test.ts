import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createClient } from '../../../test/http';
import { adminSiteForFile } from '../../../test/admin-site';

const site = adminSiteForFile({ payments: true });

const body = {
  title: 'REST Course',
  description: 'Created over the REST contract.',
  level: 'Beginner',
  duration: '2 weeks',
  price: 2500,
  downloadUrl: 'https://m.example.com/rest.zip',
  youtubePlaylistUrl: null,
  thumbnailUrl: null,
};

describe('courses and enrollments over REST', () => {
  it('walks the whole enrollment journey on the spec paths', async () => {
    const created = await site.admin.post('/api/courses', body);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({ price: 2500, downloadUrl: body.downloadUrl });

    const updated = await site.admin.put(`/api/courses/${id}`, { ...body, price: 3000 });
    expect(updated.status).toBe(200);
    expect(updated.json.price).toBe(3000);

    const visitorList = await createClient(site.server.baseUrl).get('/api/courses');
    expect(visitorList.status).toBe(200);
    const listed = (visitorList.json as unknown as Record<string, unknown>[]).find((c) => c.id === id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('downloadUrl');

    const learnerAccount = await createAccount(site.database.db);
    const learner = createClient(site.server.baseUrl);
    await learner.post('/api/login', { username: learnerAccount.username, password: learnerAccount.password });
    const enrolled = await learner.post('/api/enroll', { courseId: id, paymentMethod: 'mobanking', paymentReference: 'MB-77' });
    expect(enrolled.status).toBe(201);
    expect(enrolled.json.paymentStatus).toBe('pending');
    expect((await learner.post('/api/enroll', { courseId: id, paymentMethod: 'cash' })).status).toBe(409);

    const mine = await learner.get('/api/enrollments');
    expect(mine.status).toBe(200);
    expect(mine.json[0]).toMatchObject({ paymentStatus: 'pending', course: { title: 'REST Course', downloadUrl: null } });

    expect((await learner.get('/api/admin/enrollments/pending')).status).toBe(403);
    const pending = await site.admin.get('/api/admin/enrollments/pending');
    expect(pending.status).toBe(200);
    const entry = (pending.json as unknown as { id: number; user: { username: string } }[]).find((p) => p.id === enrolled.json.id);
    expect(entry?.user.username).toBe(learnerAccount.username);

    const approved = await site.admin.post(`/api/admin/enrollments/${enrolled.json.id}/approve`, { notes: 'Welcome aboard' });
    expect(approved.status).toBe(200);
    expect((await site.admin.post(`/api/admin/enrollments/${enrolled.json.id}/reject`, {})).status).toBe(409);
    const after = await learner.get('/api/enrollments');
    expect(after.json[0]).toMatchObject({ paymentStatus: 'confirmed', notes: 'Welcome aboard', course: { downloadUrl: body.downloadUrl } });

    const removed = await site.admin.delete(`/api/courses/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, outcome: 'archived' });
  });

  it('answers 401/403/400/404 as the contract says', async () => {
    const anonymous = createClient(site.server.baseUrl);
    expect((await anonymous.post('/api/courses', body)).status).toBe(401);
    expect((await anonymous.get('/api/enrollments')).status).toBe(401);
    expect((await anonymous.post('/api/enroll', { courseId: 1, paymentMethod: 'cash' })).status).toBe(401);
    const bad = await site.admin.post('/api/courses', { ...body, title: 'x', price: 'free' });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'title', message: 'Title must be at least 3 characters' })]),
    );
    expect((await site.admin.put('/api/courses/abc', body)).status).toBe(400);
    expect((await site.admin.delete('/api/courses/424242')).status).toBe(404);
    expect((await site.admin.get('/api/courses/424242')).status).toBe(404);
    expect((await site.admin.post('/api/admin/enrollments/0/approve', {})).status).toBe(400);
  });

  it('a refused id says what an id must be, however it was spelled', async () => {
    const anonymous = createClient(site.server.baseUrl);
    for (const [method, path] of [
      ['get', '/api/courses/-1'],
      ['get', '/api/courses/abc'],
      ['delete', '/api/courses/1e3'],
      ['delete', '/api/courses/0'],
    ] as const) {
      const res = method === 'get' ? await anonymous.get(path) : await site.admin.delete(path);
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toBe('The id must be a positive whole number');
    }
  });
});
