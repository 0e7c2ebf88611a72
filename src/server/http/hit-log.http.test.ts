/**
 * A kept answer served in front of the app is logged like any other 200: at debug, the path without
 * its query string. (At info, every hit was the one request a default log wrote a line for: a
 * synchronous write on the hottest path, and a visitor's query string in the log.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../../test/captured-log';
import { createTestDatabase } from '../../../test/db';
import { startTestServer } from '../../../test/http';
import type { Database } from '../db/client';

interface LogLine {
  level: number;
  msg?: string;
  cache?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
}

const DEBUG = 20;
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const { lines, log } = capturedLog((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { log });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('a hit served in front of the app', () => {
  it('is logged at debug, as the request logger logs a 200, without the query string', async () => {
    const first = await fetch(`${server.baseUrl}/api/courses?utm_source=newsletter-secret`);
    await first.arrayBuffer();
    const second = await fetch(`${server.baseUrl}/api/courses?utm_source=newsletter-secret`);
    await second.arrayBuffer();
    expect(second.headers.get('x-cache')).toBe('HIT');

    const hits = lines.filter((line) => line.msg === 'request completed' && line.cache === 'HIT');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.level).toBe(DEBUG);
      expect(hit.req?.url).toBe('/api/courses');
    }
    // Nothing about a 200 reached info or above.
    expect(lines.filter((line) => line.level > DEBUG && line.res?.statusCode === 200)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('newsletter-secret');
  });
});
