/**
 * The OpenAPI document of the REST mapping: generated from the tRPC routers' meta, plus the
 * hand-written routes of hand-written.ts, so every path served under /api is listed.
 */
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { AppRouter } from '../routers/_app';
import { HAND_WRITTEN_ROUTES } from './hand-written';
import { describeAnswers } from './openapi-answers';

/** The operations of a path item (its other keys are a summary, servers, shared parameters). */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export function buildOpenApiDocument(router: AppRouter, baseUrl: string): OpenAPIObject {
  const doc = generateOpenApiDocument(router, {
    // Neutral: the site's name is the operator's (Site settings) and may change while this document stays (probe 24, D4).
    title: 'REST API',
    description:
      'REST view of the tRPC procedures. JSON in and out; dates are ISO 8601; money is integer cents. Errors carry `message` and `code`.',
    version: '1.0.0',
    baseUrl,
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'dce_session' } },
  });
  const paths = (doc.paths ??= {});
  // OpenAPI requires `required: true` on every path parameter; the generator leaves it out (its
  // parameters come through zod's JSON Schema, where a path id is just a number), and validators
  // and client generators then reject the document or make every id optional.
  for (const item of Object.values(paths))
    for (const method of METHODS)
      for (const parameter of item?.[method]?.parameters ?? []) if ('in' in parameter && parameter.in === 'path') parameter.required = true;
  describeAnswers(doc, router);
  for (const route of HAND_WRITTEN_ROUTES) {
    // A route gated by a procedure is already documented by that procedure's meta.
    if (!('operation' in route.doc)) continue;
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase() as Lowercase<typeof route.method>] = route.doc.operation;
  }
  return doc;
}
