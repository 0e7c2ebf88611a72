/** The OpenAPI document of the REST mapping, generated from the tRPC routers' meta. */
import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { AppRouter } from '../routers/_app';

export function buildOpenApiDocument(router: AppRouter, baseUrl: string) {
  return generateOpenApiDocument(router, {
    title: 'Dominica Crypto Education API',
    description:
      'REST view of the tRPC procedures. JSON in and out; dates are ISO 8601; money is integer cents. Errors carry `message` and `code`.',
    version: '1.0.0',
    baseUrl,
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'dce_session' } },
  });
}
