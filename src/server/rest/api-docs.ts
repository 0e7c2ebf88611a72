/**
 * `GET /api/docs`: a browsable reference of the REST API, drawn by Swagger UI from
 * /api/openapi.json (issue 27 item 8). Self-hosted: Swagger UI's files are served from
 * node_modules/swagger-ui-dist under a path that carries its version (so they are cached for a
 * year), and the page starts it with a small script file of ours (api-docs/init.js), never an
 * inline script, so the site's CSP applies unchanged (docs/decisions/2026-11-26-api-docs.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request, type Response, type Router } from 'express';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_VERSION = (JSON.parse(readFileSync(path.join(SWAGGER_DIR, 'package.json'), 'utf8')) as { version: string }).version;
const OWN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-docs');

/** Where the page finds Swagger UI's files: a new version is a new address. */
export const SWAGGER_ASSETS = `/api/docs/assets/${SWAGGER_VERSION}`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.png" type="image/png">
<title>REST API reference</title>
<link rel="stylesheet" href="${SWAGGER_ASSETS}/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><p style="font-family:sans-serif;padding:1rem">Loading the API reference… It needs JavaScript; the document itself is <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="${SWAGGER_ASSETS}/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** The page itself (the hand-written route table mounts and documents it). */
export function apiDocsPageHandler() {
  return async (_req: Request, res: Response) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('html').send(PAGE);
  };
}

/** Its files: Swagger UI's (versioned, a year) and the start-up script (an hour). Mounted at /docs of the REST router. */
export function apiDocsAssets(): Router {
  const files = express.Router({ caseSensitive: true });
  files.use(`/assets/${SWAGGER_VERSION}`, express.static(SWAGGER_DIR, { index: false, maxAge: '1y', immutable: true, fallthrough: false }));
  // `redirect: false`: /api/docs is the page, not the folder (whose redirect sent it to /api/docs/).
  files.use(express.static(OWN_DIR, { index: false, redirect: false, maxAge: '1h' }));
  return files;
}
