/**
 * Signed-in answers in the one answer cache (answer-cache.ts) and the session caches under it, tried
 * the way a stale or stolen answer would be got: the answer must change the moment the data does,
 * a revoked cookie must stop working at once, and nobody gets anyone else's copy.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../../test/db';
import { createClient, startTestServer, untilCached } from '../../../test/http';
import { configurePayments } from '../../../test/payments';
import { courses, enrollments, users } from '../db/schema';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;
let courseId: number;
let adminAccount: { username: string; password: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.changes().ready;
  server = await startTestServer(database);
  await configurePayments(database.db);
  adminAccount = await createAccount(database.db, 'admin');
  const [row] = await database.db
    .insert(courses)
    .values({
      title: 'Cached Course',
      description: 'Read many times.',
      level: 'Beginner',
      duration: '1 week',
      price: 2500,
      downloadUrl: 'https://m.example.com/c.zip',
    })
    .returning({ id: courses.id });
  courseId = row!.id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function signedIn(role: 'user' | 'admin' = 'user') {
  const account = role === 'admin' ? await createAccount(database.db, 'admin') : await createAccount(database.db);
  const client = createClient(server.baseUrl);
  const login = await client.post('/api/login', { username: account.username, password: account.password });
  expect(login.status).toBe(200);
  return { client, account, id: login.json.id as number };
}

/**
 * How long a write made outside this process's requests may take to reach its caches. PGlite is in
 * process and announces a write before the write resolves: the very next answer must show it.
 * PostgreSQL sends NOTIFY at commit to every listening connection, and this process reads it a
 * moment later (milliseconds; more on a loaded CI machine), so a request sent in that moment may
 * still get the old answer. Two seconds is far inside what a cache without the feed would keep
 * (sessions forever, private answers 30 s), so a missing or broken feed still fails these tests.
 */
const NOTIFY_WINDOW_MS = usingPostgres ? 2_000 : 0;

/** Asks until `seen` holds of the answer, once on PGlite and for at most NOTIFY_WINDOW_MS on PostgreSQL. */
async function untilSeen(
  ask: () => ReturnType<ReturnType<typeof createClient>['get']>,
  seen: (res: Awaited<ReturnType<typeof ask>>) => boolean,
) {
  const from = Date.now();
  for (;;) {
    const res = await ask();
    if (seen(res) || Date.now() - from >= NOTIFY_WINDOW_MS) return res;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('private cache of signed-in answers', () => {
  it('serves a repeated signed-in read from memory, private and not shareable', async () => {
    const { client } = await signedIn();
    const hit = await untilCached(database, client, '/api/enrollments');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('cache-control')).toBe('private, no-store');
    expect(hit.headers.get('x-request-id')).toBeTruthy();
  });

  it('shows an approval on the learner’s very next read (the admin wrote enrollments)', async () => {
    const { client } = await signedIn();
    const enrolled = await client.post('/api/enroll', { courseId, paymentMethod: 'cash' });
    expect(enrolled.status).toBe(201);
    const before = await untilCached(database, client, '/api/enrollments');
    expect((before.json as unknown as { paymentStatus: string }[])[0]!.paymentStatus).toBe('pending');

    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: adminAccount.username, password: adminAccount.password });
    expect((await admin.post(`/api/admin/enrollments/${enrolled.json.id as number}/approve`, { notes: 'paid' })).status).toBe(200);

    const after = await client.get('/api/enrollments');
    expect(after.headers.get('x-cache')).toBeNull();
    expect((after.json as unknown as { paymentStatus: string; course: { downloadUrl: string | null } }[])[0]).toMatchObject({
      paymentStatus: 'confirmed',
      course: { downloadUrl: 'https://m.example.com/c.zip' },
    });
  });

  it('one learner’s write throws away that learner’s answers and the lists that count everyone, not other learners’ answers', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const enrolledA = await a.client.post('/api/enroll', { courseId, paymentMethod: 'cash' });
    expect(enrolledA.status).toBe(201);
    expect((await b.client.post('/api/enroll', { courseId, paymentMethod: 'cash' })).status).toBe(201);
    const admin = createClient(server.baseUrl);
    await admin.post('/api/login', { username: adminAccount.username, password: adminAccount.password });
    for (const learner of [a, b]) await untilCached(database, learner.client, '/api/enrollments');
    await untilCached(database, admin, '/api/admin/enrollments/pending');

    const reference = `REF-${Date.now()}`;
    expect((await a.client.patch(`/api/enrollments/${enrolledA.json.id as number}`, { paymentReference: reference })).status).toBe(200);

    const mine = await a.client.get('/api/enrollments');
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(JSON.stringify(mine.json)).toContain(reference);
    expect((await b.client.get('/api/enrollments')).headers.get('x-cache')).toBe('PRIVATE-HIT');
    const queue = await admin.get('/api/admin/enrollments/pending');
    expect(queue.headers.get('x-cache')).toBeNull();
    expect(JSON.stringify(queue.json)).toContain(reference);
  });

  it('sees a write made straight in the database (no code path had to announce it)', async () => {
    const { client, id } = await signedIn();
    await client.post('/api/enroll', { courseId, paymentMethod: 'cash' });
    await untilCached(database, client, '/api/enrollments');
    await database.db.update(enrollments).set({ paymentStatus: 'rejected' }).where(eq(enrollments.userId, id));
    const status = (res: { json: unknown }) => (res.json as { paymentStatus: string }[])[0]!.paymentStatus;
    const after = await untilSeen(
      () => client.get('/api/enrollments'),
      (res) => status(res) === 'rejected',
    );
    expect((after.json as unknown as { paymentStatus: string }[])[0]!.paymentStatus).toBe('rejected');
  });

  it('a logout revokes every copy of the cookie at once, cached or not', async () => {
    const { client } = await signedIn();
    await untilCached(database, client, '/api/user');
    const stolen = createClient(server.baseUrl);
    stolen.cookie = client.cookie;
    expect((await stolen.get('/api/user')).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(200);
    const replay = await stolen.get('/api/user');
    expect(replay.status).toBe(401);
    expect(replay.text).not.toContain('"username"');
  });

  it('a demoted admin loses a cached admin answer on the next request', async () => {
    const { client, id } = await signedIn('admin');
    const cached = await untilCached(database, client, '/api/admin/users');
    expect(cached.status).toBe(200);
    await database.db.update(users).set({ role: 'user' }).where(eq(users.id, id));
    const answered = await untilSeen(
      () => client.get('/api/admin/users'),
      (res) => res.status === 403,
    );
    expect(answered.status).toBe(403);
  });

  it('never gives one user another user’s copy of the same address', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const firstAnswer = await untilCached(database, first.client, '/api/user');
    expect(firstAnswer.json.id).toBe(first.id);
    for (let i = 0; i < 3; i++) expect((await second.client.get('/api/user')).json.id).toBe(second.id);
  });

  it('does not answer from the cache for a cookie spelled otherwise, a forged seal, or a form’s one-time answer', async () => {
    const { client, id } = await signedIn();
    await untilCached(database, client, '/api/user');
    const seal = client.cookie.split('=').slice(1).join('=');
    // Spaces around the name are the same cookie to the cookie parser and to iron-session: the
    // owner's own answer, never anyone else's.
    const spaced = await createClient(server.baseUrl).get('/api/user', { cookie: ` dce_session =${seal}` });
    expect(spaced.json.id).toBe(id);
    for (const cookie of [`DCE_SESSION=${seal}`, `dce_session=${seal.slice(0, -3)}abc`, `dce_session_x=${seal}`]) {
      const res = await createClient(server.baseUrl).get('/api/user', { cookie });
      expect(res.headers.get('x-cache')).toBeNull();
      expect(res.status).toBe(401);
    }
    const flashed = await createClient(server.baseUrl).get('/api/user', { cookie: `${client.cookie}; dce_flash=x` });
    expect(flashed.headers.get('x-cache')).toBeNull();
  });

  it.runIf(usingPostgres)(
    'PostgreSQL: a logout in another process revokes this process’s cached session as soon as the notification arrives',
    async () => {
      const other = database.reopen!();
      const otherServer = await startTestServer(other);
      try {
        const { client } = await signedIn();
        await untilCached(database, client, '/api/user');
        const there = createClient(otherServer.baseUrl);
        there.cookie = client.cookie;
        expect((await there.post('/api/logout')).status).toBe(200);
        const answered = await untilSeen(
          () => client.get('/api/user'),
          (res) => res.status === 401,
        );
        expect(answered.status).toBe(401);
      } finally {
        await otherServer.close();
      }
    },
  );

  it.runIf(usingPostgres)(
    'PostgreSQL: while the change feed is disconnected nothing is answered from memory, and nothing missed is kept',
    async () => {
      const { client, id } = await signedIn();
      await client.post('/api/enroll', { courseId, paymentMethod: 'cash' });
      await untilCached(database, client, '/api/enrollments');
      const other = database.reopen!();
      // Cut this process's listening connection, then write while it cannot hear.
      await other.db.execute(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'" as never,
      );
      await other.db.update(enrollments).set({ paymentStatus: 'rejected' }).where(eq(enrollments.userId, id));
      // The cut reaches this process as its socket closing, a moment after the terminate returns.
      const after = await untilSeen(
        () => client.get('/api/enrollments'),
        (res) => res.headers.get('x-cache') === null,
      );
      expect(after.headers.get('x-cache')).toBeNull();
      expect((after.json as unknown as { paymentStatus: string }[])[0]!.paymentStatus).toBe('rejected');
    },
  );
});
