/**
 * The REST operations are read from the router (through library-internals.ts) and matched with
 * trpc-to-openapi's path helpers: these tests fail if an upgrade changes what is read or how paths
 * match, instead of the REST layer quietly answering 404 or skipping a body.
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../routers/_app';
import { HAND_WRITTEN_ROUTES } from './hand-written';
import { buildOpenApiDocument } from './openapi';
import { matchOperation, restOperations } from './operations';

const operations = restOperations(appRouter);
const doc = buildOpenApiDocument(appRouter, '/api');
const documented = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('restOperations', () => {
  it('finds every procedure the generated document lists, each once', () => {
    const found = operations.map((op) => `${op.method} ${op.path}`);
    expect(new Set(found).size).toBe(found.length);
    const viaHandlers = HAND_WRITTEN_ROUTES.filter((r) => 'operation' in r.doc).map((r) => `${r.method} ${r.path}`);
    expect(found.sort()).toEqual(documented.filter((op) => !viaHandlers.includes(op)).sort());
    expect(found.length).toBeGreaterThan(60);
  });

  it('reads each procedure path, type and whether it takes input', () => {
    const by = (method: string, path: string) => operations.find((op) => op.method === method && op.path === path);
    expect(by('POST', '/blog-posts')).toMatchObject({ procedure: 'blog.create', type: 'mutation', takesInput: true });
    expect(by('GET', '/courses/{id}')).toMatchObject({ procedure: 'courses.byId', type: 'query', takesInput: true });
    // Declared without input, or with z.void(): the body is not read at all.
    expect(by('POST', '/logout')).toMatchObject({ procedure: 'auth.logout', takesInput: false });
    expect(by('GET', '/content/legal')).toMatchObject({ procedure: 'content.legal', takesInput: false });
  });
});

describe('matchOperation', () => {
  it('matches the one spelling, ignores a trailing slash and names the path parameters', () => {
    expect(matchOperation(operations, 'PUT', '/courses/12/')).toMatchObject({
      operation: { procedure: 'courses.update' },
      params: { id: '12' },
    });
    // Another letter case is another (unknown) address, not the same operation again.
    expect(matchOperation(operations, 'PUT', '/Courses/12')).toBeUndefined();
    expect(matchOperation(operations, 'PUT', '/courses')).toBeUndefined();
    expect(matchOperation(operations, 'GET', '/no-such-thing')).toBeUndefined();
  });

  it('prefers a literal path to a templated one that also matches', () => {
    expect(matchOperation(operations, 'GET', '/content/legal')?.operation.procedure).toBe('content.legal');
    expect(matchOperation(operations, 'GET', '/content/lessons')).toMatchObject({
      operation: { procedure: 'content.list' },
      params: { collection: 'lessons' },
    });
  });
});
