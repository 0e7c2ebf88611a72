/**
 * trpc-to-openapi writes validation errors as `message: 'Input validation failed'` with raw
 * zod issues, and spreads the tRPC error shape into the body. This rewrites every REST error
 * body to the contract of api.md: `{ message, code, issues? }` with readable messages, and
 * nothing else (no `data`, never a stack).
 */
import type { Response } from 'express';
import {
  boundedIssues,
  INTERNAL_ERROR_MESSAGE,
  issuesMessage,
  UNAVAILABLE_MESSAGE,
  UNCONFIRMED_MESSAGE,
  type FieldIssue,
} from '../trpc/init';

interface RawIssue {
  path?: unknown;
  message?: unknown;
}

function toFieldIssues(raw: unknown): FieldIssue[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return boundedIssues(
    raw.slice(0, 100).map((i: RawIssue) => ({
      path: Array.isArray(i.path) ? i.path.map(String).join('.') : typeof i.path === 'string' ? i.path : '',
      message: typeof i.message === 'string' ? i.message : 'Invalid input',
    })),
  );
}

/**
 * The 503 sentences this site writes itself, kept as they are: "may or may not have been saved"
 * must reach a REST client as such, or it retries a write that was stored (the request deadline,
 * http/request-deadline.ts; test/faults/frozen-database.test.ts). Any other 5xx text is replaced:
 * it may be an engine's.
 */
const OWN_UNAVAILABLE_MESSAGES: ReadonlySet<string> = new Set([UNAVAILABLE_MESSAGE, UNCONFIRMED_MESSAGE]);

function serverErrorMessage(status: number, message: string): string {
  if (status !== 503) return INTERNAL_ERROR_MESSAGE;
  return OWN_UNAVAILABLE_MESSAGES.has(message) ? message : UNAVAILABLE_MESSAGE;
}

export function normalizeErrorBody(status: number, body: Record<string, unknown>): Record<string, unknown> {
  const code = typeof body.code === 'string' ? body.code : 'INTERNAL_SERVER_ERROR';
  // A server error's issues (an answer that failed its own output schema) describe our data: not sent.
  const issues =
    status >= 500 ? undefined : (toFieldIssues(body.issues) ?? toFieldIssues((body.data as { issues?: unknown } | undefined)?.issues));
  let message = typeof body.message === 'string' ? body.message : 'Request failed';
  if (issues && issues.length > 0) message = issuesMessage(issues);
  if (status >= 500) message = serverErrorMessage(status, message);
  if (code === 'PARSE_ERROR') message = 'The request body is not valid JSON.';
  if (code === 'PAYLOAD_TOO_LARGE') message = 'The request body is too large (limit 1 MB).';
  if (code === 'UNSUPPORTED_MEDIA_TYPE') message = 'Send the request body as JSON with Content-Type: application/json.';
  return issues && issues.length > 0 ? { message, code, issues } : { message, code };
}

/** Patch `res.end` for one response so the error body is normalised on the way out. */
export function interceptErrorBodies(res: Response): void {
  const originalEnd = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.statusCode >= 400 && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      try {
        const parsed = JSON.parse(chunk.toString()) as Record<string, unknown>;
        const normalized = JSON.stringify(normalizeErrorBody(res.statusCode, parsed));
        if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(normalized));
        return originalEnd(normalized, ...rest);
      } catch {
        // Not JSON: leave it.
      }
    }
    return originalEnd(chunk, ...rest);
  }) as Response['end'];
}
