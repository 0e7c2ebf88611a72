/**
 * The /api routes served by plain Express handlers rather than by a procedure's REST mapping
 * (their answer is not JSON, or their body is not). One table both mounts them (handler.ts) and
 * documents them (openapi.ts), so a route cannot be served without being in /api/openapi.json.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { OpenAPIObject, OpenApiMethod } from 'trpc-to-openapi';
import { UNSUBSCRIBE_LINK_INVALID } from '../../shared/schemas/subscribers';
import type { Db } from '../db/client';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { deleteWithBodyHandler, DELETES_WITH_BODY } from './delete-with-body';
import { apiDocsPageHandler } from './api-docs';
import { calendarHandler } from './calendar';
import { enrollmentsExportHandler } from './enrollments-export';
import { oneClickLinkOpenedHandler, oneClickUnsubscribeHandler } from './one-click-unsubscribe';
import { subscribersExportHandler } from './subscribers-export';

/** One operation of the document (openapi3-ts's type, which trpc-to-openapi does not re-export). */
export type OperationObject = NonNullable<NonNullable<NonNullable<OpenAPIObject['paths']>[string]>['get']>;

export interface HandWrittenDeps {
  router: AppRouter;
  db: Db;
  publicUrl?: string;
  createContext: (req: Request, res: Response) => Promise<Context>;
}

export interface HandWrittenRoute {
  method: OpenApiMethod;
  /** OpenAPI form, e.g. `/events/{id}/calendar.ics`. */
  path: string;
  /**
   * How the document describes it: its own operation, or the procedure whose `meta.openapi` has
   * the same method and path (the procedure is then the route's gate and input check).
   */
  doc: { operation: OperationObject } | { procedure: string };
  handler: (deps: HandWrittenDeps) => (req: Request, res: Response) => Promise<void>;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/error.BAD_REQUEST' } } },
});

export const HAND_WRITTEN_ROUTES: readonly HandWrittenRoute[] = [
  {
    method: 'GET',
    path: '/events/{id}/calendar.ics',
    doc: {
      operation: {
        operationId: 'events-calendarIcs',
        summary: 'The event as an iCalendar file (text/calendar, downloaded as an attachment)',
        tags: ['events'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }],
        responses: {
          '200': { description: 'The iCalendar file', content: { 'text/calendar': { schema: { type: 'string' } } } },
          '400': errorResponse('The id is not a positive whole number'),
          '404': errorResponse('No such event'),
        },
      },
    },
    handler: (deps) => calendarHandler(deps.db, deps.publicUrl),
  },
  {
    method: 'POST',
    path: '/newsletter/one-click-unsubscribe',
    doc: {
      operation: {
        operationId: 'subscribers-oneClickUnsubscribe',
        summary: 'RFC 8058 one-click unsubscribe: the token is in the query, the form body is List-Unsubscribe=One-Click',
        tags: ['subscribers'],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: false,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'Unsubscribed (also when the address already was)',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { success: { type: 'boolean', const: true } }, required: ['success'] },
              },
            },
          },
          '400': errorResponse(UNSUBSCRIBE_LINK_INVALID),
          '404': errorResponse(UNSUBSCRIBE_LINK_INVALID),
          '429': errorResponse('Too many requests'),
          '503': errorResponse('The database did not answer: try again after the seconds in Retry-After'),
        },
      },
    },
    handler: (deps) => oneClickUnsubscribeHandler(deps.router, deps.createContext),
  },
  {
    method: 'GET',
    path: '/newsletter/one-click-unsubscribe',
    doc: {
      operation: {
        operationId: 'subscribers-oneClickUnsubscribeOpened',
        summary: 'The one-click address opened as a link (mail apps that do not POST): changes nothing, leads to the unsubscribe page',
        tags: ['subscribers'],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '303': { description: 'To /unsubscribe?token=…, whose button unsubscribes' } },
      },
    },
    handler: () => oneClickLinkOpenedHandler(),
  },
  {
    method: 'GET',
    path: '/admin/enrollments/export',
    doc: { procedure: 'enrollments.exportCsv' },
    handler: (deps) => enrollmentsExportHandler(deps.router, deps.createContext),
  },
  // A DELETE's input would be read from the query string (a password in a URL): these read the body.
  {
    method: 'DELETE',
    path: '/user',
    doc: { procedure: 'account.deleteAccount' },
    handler: (deps) => deleteWithBodyHandler(deps.router, deps.createContext, DELETES_WITH_BODY['/user']),
  },
  {
    method: 'DELETE',
    path: '/admin/users/{id}',
    doc: { procedure: 'users.delete' },
    handler: (deps) => deleteWithBodyHandler(deps.router, deps.createContext, DELETES_WITH_BODY['/admin/users/{id}']),
  },
  {
    method: 'GET',
    path: '/admin/subscribers/export',
    doc: { procedure: 'subscribers.exportCsv' },
    handler: (deps) => subscribersExportHandler(deps.router, deps.createContext),
  },
  {
    // Its script and style files are served beside it (api-docs.ts), not operations of their own.
    method: 'GET',
    path: '/docs',
    doc: {
      operation: {
        operationId: 'docs-reference',
        summary: 'This reference, browsable (Swagger UI, self-hosted) from /api/openapi.json',
        tags: ['docs'],
        responses: { '200': { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
    handler: () => apiDocsPageHandler(),
  },
];

/** `/events/{id}/calendar.ics` as Express writes it: `/events/:id/calendar.ics`. */
export function expressPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Express route handlers for the table: a rejected promise goes to Express's error handling. */
export function handWrittenHandler(route: HandWrittenRoute, deps: HandWrittenDeps): RequestHandler {
  const handle = route.handler(deps);
  return (req, res, next) => {
    handle(req, res).catch(next);
  };
}
