/** What the fault tests send while the database is in trouble, and what a client must be shown. */
import { expect } from 'vitest';
import { UNAVAILABLE_MESSAGE, UNCONFIRMED_MESSAGE } from '../../src/server/trpc/init';

export interface Answer {
  path: string;
  status?: number;
  contentType?: string;
  retryAfter?: string | null;
  body?: string;
  ms: number;
}

export async function probe(url: string, path: string, init?: RequestInit): Promise<Answer> {
  const startedAt = Date.now();
  const res = await fetch(url + path, init);
  const body = await res.text();
  return { path, status: res.status, contentType: res.headers.get('content-type') ?? '', retryAfter: res.headers.get('retry-after'), body, ms: Date.now() - startedAt };
}

/**
 * What a client is shown when the database is down: the plain message, never the driver's words.
 * A write whose commit went unanswered says instead that it may have been saved.
 */
export function expectUnavailable(answer: Answer) {
  const context = JSON.stringify(answer);
  expect(answer.status, context).toBe(503);
  expect(answer.retryAfter, context).toBe('5');
  expect(answer.body, context).not.toMatch(/ECONN|CONNECTION_|CONNECT_TIMEOUT|REQUEST_DEADLINE|127\.0\.0\.1|postgres|sqlstate|stack/i);
  if (answer.path.startsWith('/trpc/')) {
    expect(answer.contentType, context).toMatch(/^application\/json/);
    const { error } = JSON.parse(answer.body!) as { error: { json: { message: string; data: { code: string; httpStatus: number } } } };
    expect([UNAVAILABLE_MESSAGE, UNCONFIRMED_MESSAGE], context).toContain(error.json.message);
    expect(error.json.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', httpStatus: 503 });
  } else if (answer.path.startsWith('/api/')) {
    expect(answer.contentType, context).toMatch(/^application\/json/);
    const { message, ...rest } = JSON.parse(answer.body!) as { message: string };
    expect([UNAVAILABLE_MESSAGE, UNCONFIRMED_MESSAGE], context).toContain(message);
    expect(rest, context).toEqual({ code: 'SERVICE_UNAVAILABLE' });
  } else {
    expect(answer.contentType, context).toMatch(/^text\/html/);
    expect(answer.body, context).toMatch(/<title>Temporarily unavailable<\/title>/);
  }
}

/** A contact-form submission (a write that queues no mail to an outside address). */
export const contact = (subject: string, message: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Outage Test', email: 'outage@example.com', subject, message }),
});
