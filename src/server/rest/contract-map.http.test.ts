import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, seedFirstStart } from '../../../test/db';
import { createClient, startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedFirstStart(database.db, { adminPassword: 'primary-pass', seedDemo: true });
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** Every method and path of ../shared/api.md, in OpenAPI's `{param}` form. */
const CONTRACT: [string, string][] = [
  ['get', '/user'],
  ['post', '/login'],
  ['post', '/register'],
  ['post', '/logout'],
  ['get', '/settings'],
  ['patch', '/settings/{id}'],
  ['get', '/courses'],
  ['post', '/courses'],
  ['put', '/courses/{id}'],
  ['delete', '/courses/{id}'],
  ['get', '/enrollments'],
  ['post', '/enroll'],
  ['get', '/admin/enrollments/pending'],
  ['post', '/admin/enrollments/{id}/approve'],
  ['post', '/admin/enrollments/{id}/reject'],
  ['get', '/blog-posts'],
  ['get', '/blog-posts/slug/{slug}'],
  ['post', '/blog-posts'],
  ['put', '/blog-posts/{id}'],
  ['delete', '/blog-posts/{id}'],
  ['get', '/events'],
  ['get', '/events/{id}'],
  ['post', '/events'],
  ['put', '/events/{id}'],
  ['delete', '/events/{id}'],
  ['get', '/admin/users'],
  ['post', '/admin/users'],
  ['put', '/admin/users/{id}'],
  ['delete', '/admin/users/{id}'],
  ['post', '/newsletter/subscribe'],
  ['post', '/newsletter/unsubscribe'],
  ['get', '/admin/subscribers'],
  ['post', '/admin/subscribers'],
  ['patch', '/admin/subscribers/{id}'],
  ['delete', '/admin/subscribers/{id}'],
  ['post', '/contact'],
  ['get', '/admin/contact-messages'],
  ['patch', '/admin/contact-messages/{id}'],
  ['delete', '/admin/contact-messages/{id}'],
  ['get', '/admin/settings'],
  ['put', '/admin/settings/notifications'],
  ['put', '/admin/settings/appearance'],
  ['put', '/admin/settings/content'],
  ['get', '/admin/stats'],
  ['get', '/search'],
  ['patch', '/user/password'],
  ['post', '/user/email'],
  ['post', '/user/email/confirm'],
  ['get', '/user/export'],
  ['delete', '/user'],
  ['get', '/progress'],
  ['put', '/progress/{collection}/{slug}'],
  ['get', '/certificates/{code}'],
];

describe('the REST contract of api.md', () => {
  it('is fully described by /api/openapi.json', async () => {
    const doc = (await createClient(server.baseUrl).get('/api/openapi.json')).json as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    const missing = CONTRACT.filter(([method, path]) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
  });

  it('admin lists answer { items, total, page, pageSize }; anonymous gets 401, users 403', async () => {
    const admin = createClient(server.baseUrl);
    expect((await admin.post('/api/login', { username: 'admin', password: 'primary-pass' })).status).toBe(200);
    for (const path of [
      '/api/admin/users?page=1&pageSize=2',
      '/api/admin/subscribers?status=active',
      '/api/admin/contact-messages?page=1',
      '/api/admin/audit-log',
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(Object.keys(res.json), path).toEqual(expect.arrayContaining(['items', 'total', 'page', 'pageSize']));
    }
    const stats = await admin.get('/api/admin/stats');
    expect(stats.json).toMatchObject({ courses: 4, events: 3, users: 1 });

    const account = await createAccount(database.db);
    const user = createClient(server.baseUrl);
    await user.post('/api/login', { username: account.username, password: account.password });
    const anonymous = createClient(server.baseUrl);
    for (const path of [
      '/api/admin/users',
      '/api/admin/subscribers',
      '/api/admin/contact-messages',
      '/api/admin/stats',
      '/api/admin/settings',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      expect((await user.get(path)).status, path).toBe(403);
    }
  });

  it('public forms: newsletter 200 whatever the state, contact 201', async () => {
    const visitor = createClient(server.baseUrl);
    const a = await visitor.post('/api/newsletter/subscribe', { email: 'fan@example.com' });
    const b = await visitor.post('/api/newsletter/subscribe', { email: 'fan@example.com' });
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect((await visitor.post('/api/newsletter/subscribe', { email: 'nope' })).json.issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
    const sent = await visitor.post('/api/contact', {
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hi',
      message: 'A question about courses.',
    });
    expect(sent.status).toBe(201);
  });

  it('primary admin protection answers 403 with the spec message', async () => {
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: 'admin', password: 'primary-pass' });
    const other = await createAccount(database.db, 'admin');
    const second = createClient(server.baseUrl);
    await second.post('/api/login', { username: other.username, password: other.password });
    const res = await second.delete('/api/admin/users/1', { currentPassword: other.password });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You cannot delete the primary admin account.');
  });

  it('settings sections over REST', async () => {
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: 'admin', password: 'primary-pass' });
    const current = (await admin.get('/api/admin/settings')).json as unknown as { appearance: Record<string, unknown> };
    const saved = await admin.put('/api/admin/settings/appearance', { ...current.appearance, accentColor: '#123456' });
    expect(saved.status).toBe(200);
    expect((await createClient(server.baseUrl).get('/api/settings')).json).toMatchObject({ appearance: { accentColor: '#123456' } });
    expect((await admin.put('/api/admin/settings/unknown', {})).status).toBe(404);
  });
});
