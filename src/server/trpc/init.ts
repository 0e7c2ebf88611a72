/** The single initTRPC: superjson, OpenAPI meta, and an error formatter that never leaks internals. */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import type { Context } from './context';

export interface FieldIssue {
  path: string;
  message: string;
}

/** Zod issues as `{ path, message }` with the schema's own (spec section 5) messages. */
export function toFieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** One readable sentence for a list of field issues. */
export function issuesMessage(issues: FieldIssue[]): string {
  const unique = [...new Set(issues.map((i) => (i.path && !/^[A-Z]/.test(i.message) ? `${i.path}: ${i.message}` : i.message)))];
  return unique.slice(0, 5).join('. ') || 'Invalid input';
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = '5';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** A database outage as tRPC's 503, with the original error kept as the cause for the log. */
export function unavailableError(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause });
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const issues = zodError ? toFieldIssues(zodError) : undefined;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        message: issues ? issuesMessage(issues) : internal ? INTERNAL_ERROR_MESSAGE : shape.message,
        code: shape.code,
        // No stack, no cause: only what a client can act on.
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure: a lost database connection is a 503 the client may retry, not a 500. */
export const baseProcedure = t.procedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    // Also tells the page renderer (same response) that its loader failed for this reason.
    ctx.setHeader('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
    throw unavailableError(result.error.cause);
  }
  return result;
});
export { TRPCError };
