/** The single initTRPC: superjson, OpenAPI meta, and an error formatter that never leaks internals. */
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { addressKey } from '../security/client-address';
import { RATE_LIMIT_RULES, type RateLimitName } from '../security/rate-limits';
import type { Context } from './context';
import { runInDutyScope, type DutyScope } from './duty-scope';
import { inMutationTransaction } from './mutation-transaction';
import { refuseMissingPictures } from './pictures-named';
import { FieldRefusal } from './field-refusal';
import { checkedSuperjson, MALFORMED_INPUT_MESSAGE } from './input-envelope';
import { uniqueConflictOf } from './unique-conflicts';

/**
 * Procedure metadata: besides the REST mapping, the duties a mutation has and that no procedure
 * body may forget (rate limit, audit, the 201 status). Every mutation must
 * declare `rateLimit` and `audit` (procedure-duties.test.ts checks each one).
 */
export interface ProcedureMeta extends OpenApiMeta {
  /** Rate limits the call counts against before it runs ('none': admin-only or otherwise bounded). */
  rateLimit?: RateLimitName | readonly RateLimitName[] | 'none';
  /** 'required': a success must have written an audit row (in its transaction). */
  audit?: 'required' | 'none';
  /** REST status of a success (201 for a creation). */
  successStatus?: 201;
  /**
   * Refusals the procedure's own code gives besides those every call can (rest/openapi-answers.ts
   * documents each, with this text): 404 for a record named by a field other than an id (a token, a
   * track), 412 when something the input cannot supply is missing, 429 when a cap other than a
   * rate limit is reached.
   */
  refusals?: { 404?: string; 412?: string; 429?: string };
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * At most this many issues, each at most this long, go back to a client: zod names every unknown
 * key of a body in one message, and a body of 80,000 keys came back as a 1.9 MB refusal.
 */
const MAX_ISSUES = 20;
const MAX_ISSUE_TEXT = 300;
const clipped = (text: string) => (text.length > MAX_ISSUE_TEXT ? `${text.slice(0, MAX_ISSUE_TEXT - 1)}…` : text);

/** Issues as a client gets them: the first few, each of a readable length. */
export function boundedIssues(issues: FieldIssue[]): FieldIssue[] {
  return issues.slice(0, MAX_ISSUES).map((i) => ({ path: clipped(i.path), message: clipped(i.message) }));
}

/** Zod issues as `{ path, message }` with the schema's own (spec section 5) messages. */
export function toFieldIssues(error: ZodError): FieldIssue[] {
  return boundedIssues(error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
}

/**
 * The field issues a refusal of the client's input carries: a schema's (zod) or one field's refusal
 * (field-refusal.ts). None for a server error: an answer that failed its own output schema is ours
 * to fix, and its issues describe our data, not the client's.
 */
export function fieldIssuesOf(error: TRPCError): FieldIssue[] | undefined {
  if (error.code === 'INTERNAL_SERVER_ERROR') return undefined;
  if (error.cause instanceof ZodError) return toFieldIssues(error.cause);
  if (error.cause instanceof FieldRefusal) return [{ path: error.cause.field, message: error.cause.message }];
  return undefined;
}

/** One readable sentence for a list of field issues. */
export function issuesMessage(issues: FieldIssue[]): string {
  const unique = [...new Set(issues.map((i) => (i.path && !/^[A-Z]/.test(i.message) ? `${i.path}: ${i.message}` : i.message)))];
  return unique.slice(0, 5).join('. ') || 'Invalid input';
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = '5';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/**
 * The 503 of a write whose COMMIT was sent but never answered (http/request-deadline.ts): the
 * database may have stored it, so "try again" could store it twice.
 */
export const UNCONFIRMED_MESSAGE =
  'The database did not confirm this in time: it may or may not have been saved. Please check before you try again.';

/** A database outage as tRPC's 503, with the original error kept as the cause for the log. */
export function unavailableError(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause });
}

/**
 * Input tRPC could not read (its JSON, a batch's shape): the engine's own text ("Unexpected token
 * 'o', "notjson" is not valid JSON", "Cannot destructure property...") is not for clients.
 */
function unreadableInput(error: TRPCError): boolean {
  const native = error.cause instanceof SyntaxError || error.cause instanceof TypeError || error.cause instanceof RangeError;
  return native && (error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR');
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // superjson, with the input's envelope checked before superjson reads it (input-envelope.ts).
    transformer: checkedSuperjson,
    errorFormatter({ shape, error }) {
      const issues = fieldIssuesOf(error);
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        message: issues
          ? issuesMessage(issues)
          : internal
            ? INTERNAL_ERROR_MESSAGE
            : unreadableInput(error)
              ? MALFORMED_INPUT_MESSAGE
              : shape.message,
        code: shape.code,
        // No stack, no cause: only what a client can act on.
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
function rateLimitNames(meta: ProcedureMeta | undefined): readonly RateLimitName[] {
  const declared = meta?.rateLimit;
  if (!declared || declared === 'none') return [];
  return typeof declared === 'string' ? [declared as RateLimitName] : declared;
}

/** The key a rule counts by: the client's address (IPv6 /64) or the signed-in user. */
function rateLimitKey(name: RateLimitName, ctx: Context): string {
  const by = RATE_LIMIT_RULES[name].by;
  if (by === 'user' && ctx.user) return `user:${ctx.user.id}`;
  return addressKey(ctx.ip);
}

/**
 * Every procedure: a lost database connection is a 503 the client may retry, not a 500; input that
 * collides with a unique index is a 409 at its field (unique-conflicts.ts).
 */
const databaseRefusals = t.procedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  if (isDatabaseUnavailable(result.error.cause)) {
    // Also tells the page renderer (same response) that its loader failed for this reason.
    ctx.setHeader('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
    throw unavailableError(result.error.cause);
  }
  const conflict = uniqueConflictOf(result.error.cause);
  if (conflict) throw conflict;
  return result;
});

/** Every mutation's duties, read from its metadata (see ProcedureMeta). */
export const baseProcedure = databaseRefusals.use(async ({ ctx, meta, type, path, next, getRawInput }) => {
  if (type !== 'mutation') return next();
  for (const name of rateLimitNames(meta)) await ctx.limits.consume(name, rateLimitKey(name, ctx), ctx.setHeader);
  const scope: DutyScope = { audits: 0, mails: 0 };
  // One transaction for the whole mutation, the session re-checked inside it (mutation-transaction.ts).
  const result = await runInDutyScope(scope, () =>
    inMutationTransaction(ctx, async (txCtx) => {
      // Pictures a save names still exist, and stay until it commits (pictures-named.ts).
      await refuseMissingPictures(txCtx.db, await getRawInput());
      return next({ ctx: txCtx });
    }),
  );
  if (scope.mails > 0) ctx.onMailQueued(); // after the transaction that queued it has committed (or rolled back)
  if (!result.ok) return result;
  if (meta?.audit === 'required' && scope.audits === 0 && !scope.nothingChanged) {
    ctx.log.error({ path }, 'mutation declared audit: required but wrote no audit row');
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'A change was made without an audit record.' });
  }
  if (meta?.successStatus) ctx.response.status = meta.successStatus;
  return result;
});
export { TRPCError };
