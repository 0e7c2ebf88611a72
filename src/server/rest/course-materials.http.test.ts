import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createClient } from '../../../test/http';
import { adminSiteForFile } from '../../../test/admin-site';

const site = adminSiteForFile({ payments: true });

const body = {
  title: 'Materials Course',
  description: 'A course with several materials.',
  level: 'Intermediate',
  duration: '3 weeks',
  price: 1500,
  downloadUrl: 'https://m.example.com/main.zip',
  materials: [
    { title: 'Workbook', url: 'https://m.example.com/workbook.pdf' },
    { title: 'Slides', url: '/files/slides.pdf' },
  ],
};

describe('course materials and levels over REST', () => {
  it('keeps materials hidden from anonymous visitors and learners until the enrollment is confirmed', async () => {
    const created = await site.admin.post('/api/courses', body);
    expect(created.status).toBe(201);
    expect(created.json.materials).toEqual(body.materials);
    const id = created.json.id as number;

    const anonymous = createClient(site.server.baseUrl);
    const listed = (await anonymous.get('/api/courses')).json as unknown as Record<string, unknown>[];
    expect(listed.find((c) => c.id === id)).not.toHaveProperty('materials');
    expect((await anonymous.get(`/api/courses/${id}`)).json).not.toHaveProperty('materials');

    const learnerAccount = await createAccount(site.database.db);
    const learner = createClient(site.server.baseUrl);
    await learner.post('/api/login', { username: learnerAccount.username, password: learnerAccount.password });
    expect((await learner.get(`/api/courses/${id}`)).json).not.toHaveProperty('materials');
    const enrolled = await learner.post('/api/enroll', { courseId: id, paymentMethod: 'cash' });
    expect(enrolled.status).toBe(201);
    const pending = (await learner.get('/api/enrollments')).json as unknown as { course: Record<string, unknown> }[];
    expect(pending[0]?.course).toMatchObject({ downloadUrl: null, materials: [] });
    expect(JSON.stringify(pending)).not.toContain('workbook.pdf');

    expect((await site.admin.post(`/api/admin/enrollments/${enrolled.json.id}/approve`, {})).status).toBe(200);
    const confirmed = (await learner.get('/api/enrollments')).json as unknown as { course: Record<string, unknown> }[];
    expect(confirmed[0]?.course).toMatchObject({ downloadUrl: body.downloadUrl, materials: body.materials });

    // An update without `materials` (an older client) leaves them as they are.
    const { materials: _m, ...withoutMaterials } = body;
    const updated = await site.admin.put(`/api/courses/${id}`, { ...withoutMaterials, title: 'Materials Course 2' });
    expect(updated.status).toBe(200);
    expect(updated.json.materials).toEqual(body.materials);
  });

  it('refuses a level outside the list and wrong JSON types with 400', async () => {
    const wrongLevel = await site.admin.post('/api/courses', { ...body, level: 'Expert' });
    expect(wrongLevel.status).toBe(400);
    expect(JSON.stringify(wrongLevel.json)).toContain('Level must be one of Beginner, Intermediate, Advanced');
    expect((await site.admin.post('/api/courses', { ...body, level: 3 })).status).toBe(400);
    expect((await site.admin.post('/api/courses', { ...body, level: '' })).json.issues).toEqual(
      expect.arrayContaining([{ path: 'level', message: 'Level is required' }]),
    );
    expect((await site.admin.post('/api/courses', { ...body, materials: 'https://x.example' })).status).toBe(400);
    expect((await site.admin.post('/api/courses', { ...body, materials: [{ title: 'Bad', url: 'javascript:alert(1)' }] })).status).toBe(
      400,
    );
    expect(
      (await site.admin.post('/api/courses', { ...body, materials: [{ title: 'x', url: 'https://a.example', extra: 1 }] })).status,
    ).toBe(400);
  });

  it('refuses a low-contrast primary colour with the ratio, accepts a dark blue', async () => {
    const current = (await site.admin.get('/api/admin/settings')).json as unknown as { appearance: Record<string, unknown> };
    const yellow = await site.admin.put('/api/admin/settings/appearance', { ...current.appearance, primaryColor: '#ffff00' });
    expect(yellow.status).toBe(400);
    expect(JSON.stringify(yellow.json)).toMatch(/contrast of 1\.\d:1/);
    const blue = await site.admin.put('/api/admin/settings/appearance', { ...current.appearance, primaryColor: '#1e3a8a' });
    expect(blue.status).toBe(200);
  });
});
