/**
 * The answers the generated OpenAPI document leaves out or gets wrong, added from the same
 * procedure facts that produce them, so there is no list to keep by hand:
 * - the error body as error-body.ts sends it: each issue has a `path` (the generator's schema
 *   forbade one, so a validating client rejected every 400 with field issues);
 * - 429 where the call counts against a rate limit (`meta.rateLimit`, trpc/init.ts) or asks for
 *   the password again (a step-up proof's `currentPassword`: services/step-up.ts counts failures);
 * - 409 on every mutation: a value that must be unique is taken (trpc/init.ts maps the database's
 *   refusal), or the record changed after the client read it (`expectedUpdatedAt`);
 * - 503 on every operation: the database did not answer; `Retry-After` says when to try again;
 * - 404 wherever a call names a record, in its path or by a body field `…Id` (the generator
 *   leaves it out of every POST: `POST /enroll` for a course that is gone answers 404);
 * - 413 and 415 wherever a call takes a body: too large, or not sent as JSON (rest/handler.ts);
 * - 404, 412 and 429 where the procedure declares them (`meta.refusals`), with its own words for when.
 * And a creation's success as it is sent: 201 (`meta.successStatus`), where the generator says 200.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import { instanceofZodType, unwrapZodType, type OpenAPIObject } from 'trpc-to-openapi';
import { z } from 'zod';
import { routerProcedures, type ProcedureDefinition } from '../library-internals';
import type { ProcedureMeta } from '../trpc/init';
import { restOperations } from './operations';

type ResponseCode = '404' | '409' | '412' | '413' | '415' | '429' | '503';

const ADDED: Record<ResponseCode, { code: string; description: string }> = {
  '404': { code: 'NOT_FOUND', description: 'The record named in the path or the body does not exist' },
  '409': {
    code: 'CONFLICT',
    description: 'A value that must be unique is taken, or the record changed since it was read (`expectedUpdatedAt`): read it again',
  },
  '412': { code: 'PRECONDITION_FAILED', description: 'Something the call needs is missing: the message says what' },
  '413': { code: 'PAYLOAD_TOO_LARGE', description: 'The body is larger than the call accepts' },
  '415': { code: 'UNSUPPORTED_MEDIA_TYPE', description: 'The body is not sent as application/json' },
  '429': { code: 'TOO_MANY_REQUESTS', description: 'Too many attempts: wait the seconds in the Retry-After header' },
  '503': { code: 'SERVICE_UNAVAILABLE', description: 'The database did not answer: try again after the seconds in Retry-After' },
};

type SchemaOrReference = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/** The body of every error answer (api.md: `{ message, code, issues? }`). */
function errorSchema(code: string, title: string): SchemaOrReference {
  return {
    type: 'object',
    title,
    properties: {
      message: { type: 'string', description: 'A sentence for a person' },
      code: { type: 'string', example: code },
      issues: {
        type: 'array',
        description: 'The fields refused, each with its message (at most 20)',
        items: {
          type: 'object',
          properties: { path: { type: 'string', description: 'The field, dotted (e.g. `materials.0.url`)' }, message: { type: 'string' } },
          required: ['path', 'message'],
          additionalProperties: false,
        },
      },
    },
    required: ['message', 'code'],
    additionalProperties: false,
  };
}

/** The names of an object input's fields (none for another input). */
function inputKeys(definition: ProcedureDefinition): string[] {
  return definition.inputs.flatMap((input) => {
    if (!instanceofZodType(input)) return [];
    const inner = unwrapZodType(input, true);
    return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
  });
}

/** Each status added to the operation, with the procedure's own description where it gives one. */
function addedCodes(definition: ProcedureDefinition, path: string, takesBody: boolean): (readonly [ResponseCode, string | undefined])[] {
  const meta = definition.meta as ProcedureMeta | undefined;
  const namesRecord = path.includes('{') || inputKeys(definition).some((key) => key === 'id' || key.endsWith('Id'));
  const refusals = meta?.refusals ?? {};
  const limited = (meta?.rateLimit !== undefined && meta.rateLimit !== 'none') || inputKeys(definition).includes('currentPassword');
  return [
    ...(namesRecord || refusals[404] ? [['404', refusals[404]] as const] : []),
    ...(definition.type === 'mutation' ? [['409', undefined] as const] : []),
    ...(refusals[412] ? [['412', refusals[412]] as const] : []),
    ...(takesBody ? [['413', undefined] as const, ['415', undefined] as const] : []),
    ...(limited || refusals[429] ? [['429', refusals[429]] as const] : []),
    ['503', undefined] as const,
  ];
}

export function describeAnswers(doc: OpenAPIObject, router: AnyTRPCRouter): void {
  const schemas = ((doc.components ??= {}).schemas ??= {});
  for (const [name, schema] of Object.entries(schemas)) {
    if (!name.startsWith('error.') || !('title' in schema)) continue;
    schemas[name] = errorSchema(name.slice('error.'.length), String(schema.title));
  }
  for (const { code, description } of Object.values(ADDED)) schemas[`error.${code}`] = errorSchema(code, description);

  const definitions = routerProcedures(router);
  for (const operation of restOperations(router)) {
    const item = doc.paths?.[operation.path]?.[operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'];
    const definition = definitions[operation.procedure];
    if (!item || !definition) continue;
    const responses = (item.responses ??= {});
    const success = (definition.meta as ProcedureMeta | undefined)?.successStatus;
    if (success && responses['200']) {
      responses[String(success)] = { ...responses['200'], description: 'Created' };
      delete responses['200'];
    }
    for (const [status, own] of addedCodes(definition, operation.path, item.requestBody !== undefined)) {
      const { code, description } = ADDED[status];
      responses[status] ??= {
        description: own ?? description,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/error.${code}` } } },
      };
    }
  }
}
