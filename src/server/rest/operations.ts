/**
 * The REST operations the tRPC router declares (`meta.openapi`), read once: which procedure
 * answers which method and path, and whether it takes input at all. The router's procedures come
 * from library-internals.ts (the one place that reads tRPC's internals); the rest is
 * trpc-to-openapi's public helpers, so paths match exactly as the generated document says.
 */
import type { AnyTRPCRouter } from '@trpc/server';
import {
  getPathRegExp,
  instanceofZodType,
  instanceofZodTypeLikeVoid,
  normalizePath,
  unwrapZodType,
  type OpenApiMeta,
  type OpenApiMethod,
} from 'trpc-to-openapi';
import { routerProcedures, type ProcedureDefinition } from '../library-internals';

export interface RestOperation {
  method: OpenApiMethod;
  /** The OpenAPI path, e.g. `/courses/{id}`. */
  path: string;
  /** The procedure's dotted path, e.g. `courses.update`. */
  procedure: string;
  type: 'query' | 'mutation';
  /** False for a procedure whose input is `z.void()`: its body is not read (as trpc-to-openapi did). */
  takesInput: boolean;
  /**
   * Matches a request path and names its parameters. Case-sensitive, unlike trpc-to-openapi's own
   * pattern: `/api/COURSES` was the list again, and one more cache entry per spelling.
   */
  pattern: RegExp;
}

/** No `.input()` reads as an empty object (trpc-to-openapi's rule); one `z.void()` as no input. */
function takesInput(inputs: readonly unknown[]): boolean {
  if (inputs.length !== 1) return true;
  const [input] = inputs;
  return !(instanceofZodType(input) && instanceofZodTypeLikeVoid(unwrapZodType(input, true)));
}

function openApiOf(definition: ProcedureDefinition): NonNullable<OpenApiMeta['openapi']> | undefined {
  const openapi = (definition.meta as OpenApiMeta | undefined)?.openapi;
  return openapi && openapi.enabled !== false ? openapi : undefined;
}

export function restOperations(router: AnyTRPCRouter): RestOperation[] {
  return Object.entries(routerProcedures(router)).flatMap(([procedure, definition]) => {
    const openapi = openApiOf(definition);
    if (!openapi || definition.type === 'subscription') return [];
    const path = normalizePath(openapi.path);
    return [
      {
        method: openapi.method,
        path,
        procedure,
        type: definition.type,
        takesInput: takesInput(definition.inputs),
        pattern: new RegExp(getPathRegExp(path).source),
      },
    ];
  });
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
