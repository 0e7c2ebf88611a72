/** `GET /api/docs`: the browsable reference, its self-hosted files, under the site's CSP (issue 27 item 8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { startTestServer } from '../../../test/http';
import type { Database } from '../db/client';
import { SWAGGER_ASSETS } from './api-docs';

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('/api/docs', () => {
  it('is an HTML page that loads Swagger UI from this site, with no inline script', async () => {
    const res = await fetch(`${server.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`<script src="${SWAGGER_ASSETS}/swagger-ui-bundle.js"></script>`);
    expect(html).toContain('<script src="/api/docs/init.js"></script>');
    // Every <script> has a src: nothing inline for the CSP to refuse.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('serves its start-up script and the versioned Swagger UI files, those cached for a year', async () => {
    const init = await fetch(`${server.baseUrl}/api/docs/init.js`);
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/javascript/);
    expect(await init.text()).toContain("url: '/api/openapi.json'");
    const bundle = await fetch(`${server.baseUrl}${SWAGGER_ASSETS}/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(bundle.headers.get('cache-control')).toContain('immutable');
    await bundle.arrayBuffer();
    const css = await fetch(`${server.baseUrl}${SWAGGER_ASSETS}/swagger-ui.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    await css.arrayBuffer();
  });

  it('leaves the JSON 404 for unknown /api paths, under /api/docs too', async () => {
    for (const path of ['/api/docs/nope.js', `${SWAGGER_ASSETS}/../../../package.json`, '/api/docsx', '/api/no-such-route']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/docs']).toHaveProperty('get');
  });
});
