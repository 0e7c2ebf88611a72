import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';
import { RequestDeadlineError } from './commit-deadline';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises lost connections, connection exceptions and a server shutting down or starting, through wrappers', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P03', message: 'the database system is starting up' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped({ code: '08006' })))).toBe(true);
  });

  it('a statement written to a socket as it closed, and a connection refused on every address, are unavailable too', () => {
    for (const code of ['ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END', 'ERR_SOCKET_CLOSED'])
      expect(
        isDatabaseUnavailable(wrapped(Object.assign(new Error('Cannot call write after a stream was destroyed'), { code }))),
        code,
      ).toBe(true);
    const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(wrapped(new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')])))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new AggregateError([new Error('plain')])))).toBe(false);
  });

  it('a database too slow for the timeouts, and a request past its deadline, are unavailable too', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '57014', message: 'canceling statement due to statement timeout' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '25P03', message: 'terminating connection due to idle-in-transaction timeout' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(new RequestDeadlineError()))).toBe(true);
  });

  it('leaves real query errors alone', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '42P01', message: 'relation does not exist' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('plain'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
