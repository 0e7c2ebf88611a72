/**
 * deploy/nginx.conf's own answer when no process can take a request (all refused, or all taken out
 * of rotation after answering 503 during a database outage): 503 with Retry-After, in the app's
 * JSON error shape for /api and /trpc callers and as a line of text for everyone else (probe 72,
 * F6: API callers got text/plain where README promises `message` and `code`).
 */
import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_SERVER_NAME, startNginx, type NginxInstance } from './nginx';
import { freePort } from '../server-process';

let nginx: NginxInstance;
beforeAll(async () => {
  // Two upstream ports nothing listens on: every attempt is refused.
  nginx = await startNginx({ upstreams: [await freePort(), await freePort()] });
});
afterAll(async () => {
  await nginx?.stop();
});

function get(path: string): Promise<{ status: number; type: string; retryAfter: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port: nginx.httpsPort, path, servername: NGINX_SERVER_NAME, ca: nginx.ca, headers: { host: NGINX_SERVER_NAME } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            retryAfter: String(res.headers['retry-after'] ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe("nginx's answer when no process can take a request", () => {
  it('is the JSON error shape for the API and a line of text for pages, both 503 with Retry-After', async () => {
    for (const path of ['/api/courses', '/api/courses?page=2', '/trpc/courses.list']) {
      const answer = await get(path);
      expect([answer.status, answer.type, answer.retryAfter], path).toEqual([503, 'application/json', '5']);
      expect(JSON.parse(answer.body), path).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('temporarily unavailable'),
      });
    }
    for (const path of ['/', '/courses/1', '/apiary']) {
      const answer = await get(path);
      expect([answer.status, answer.type, answer.retryAfter], path).toEqual([503, 'text/plain', '5']);
      expect(answer.body, path).toContain('temporarily unavailable');
    }
  }, 60_000);
});
