/**
 * The query parameters each API read takes, beside the REST table: what the response cache keeps
 * of an `/api` or `/trpc` URL (http/cache-key.ts drops every other parameter before the cache and
 * the handler). Pages declare theirs on their routes instead (shared/route-facts.ts).
 *
 * - REST: the query parameters of the GET operation that answers the path in the OpenAPI
 *   document, which trpc-to-openapi generates from each procedure's declared input. A path the
 *   document does not describe reads none.
 * - tRPC: a GET carries its calls' input in `input`, and `batch=1` for a batch.
 */
import type { AppRouter } from '../routers/_app';
import { buildOpenApiDocument } from './openapi';

const TRPC_QUERY = ['input', 'batch'] as const;
const NONE: readonly string[] = [];

interface Operation {
  path: RegExp;
  query: readonly string[];
}

/** `/events/{id}` as a pattern of the raw (percent-encoded) request path under `base`. */
function pathPattern(base: string, template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${base}${source}$`);
}

/** For `/api/...` and `/trpc/...` paths, the parameters the read takes; undefined for any other path. */
export function createApiQueryReads(router: AppRouter, base = '/api'): (path: string) => readonly string[] | undefined {
  const document = buildOpenApiDocument(router, base);
  const exact = new Map<string, readonly string[]>();
  const templated: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    const get = item?.get;
    if (!get) continue;
    const query = (get.parameters ?? []).flatMap((p) => ('in' in p && p.in === 'query' ? [p.name] : []));
    if (template.includes('{')) templated.push({ path: pathPattern(base, template), query });
    else exact.set(base + template, query);
  }
  return (path) => {
    if (path === '/trpc' || path.startsWith('/trpc/')) return TRPC_QUERY;
    if (path !== base && !path.startsWith(`${base}/`)) return undefined;
    return exact.get(path) ?? templated.find((operation) => operation.path.test(path))?.query ?? NONE;
  };
}
