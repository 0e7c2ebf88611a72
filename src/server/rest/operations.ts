/**
 * The REST operations the tRPC router declares (`meta.openapi`), read once: which procedure
 * answers which method and path, and whether it takes input at all.
 *
 * This is the one place that reads library internals: tRPC keeps its flat procedure record on
 * `router._def.procedures`, and trpc-to-openapi's helpers read each procedure's `_def` (its
 * type, meta and input parsers). operations.test.ts fails if an upgrade of either library moves
 * them, so the REST layer never silently serves nothing.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import {
  forEachOpenApiProcedure,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  normalizePath,
  unwrapZodType,
  type OpenApiMethod,
  type OpenApiProcedureRecord,
} from 'trpc-to-openapi';

export interface RestOperation {
  method: OpenApiMethod;
  /** The OpenAPI path, e.g. `/courses/{id}`. */
  path: string;
  /** The procedure's dotted path, e.g. `courses.update`. */
  procedure: string;
  type: 'query' | 'mutation';
  /** False for procedures declared without input (or `z.void()`): a body is then not read. */
  takesInput: boolean;
  /** Matches a request path (case-insensitive, as trpc-to-openapi matched) and names its parameters. */
  pattern: RegExp;
}

export function restOperations(router: AnyTRPCRouter): RestOperation[] {
  const operations: RestOperation[] = [];
  const record = (router as unknown as { _def: { procedures: OpenApiProcedureRecord } })._def.procedures;
  forEachOpenApiProcedure(record, ({ path, type, procedure, meta: { openapi } }) => {
    if (type === 'subscription') return;
    const { inputParser } = getInputOutputParsers(procedure);
    const path_ = normalizePath(openapi.path);
    operations.push({
      method: openapi.method,
      path: path_,
      procedure: path,
      type,
      takesInput: !instanceofZodTypeLikeVoid(unwrapZodType(inputParser, true)),
      pattern: getPathRegExp(path_),
    });
  });
  return operations;
}

/**
 * The operation for a method and request path, with its path parameters (as sent, undecoded, as
 * trpc-to-openapi passed them). A literal path wins over a templated one, as OpenAPI says
 * (`/content/legal` is not `/content/{collection}` with "legal"); among equals, the first declared.
 */
export function matchOperation(
  operations: readonly RestOperation[],
  method: string,
  requestPath: string,
): { operation: RestOperation; params: Record<string, string> } | undefined {
  const path = normalizePath(requestPath);
  let best: { operation: RestOperation; params: Record<string, string> } | undefined;
  for (const operation of operations) {
    if (operation.method !== method) continue;
    const match = operation.pattern.exec(path);
    if (!match) continue;
    const params = { ...match.groups };
    if (!best || Object.keys(params).length < Object.keys(best.params).length) best = { operation, params };
  }
  return best;
}
