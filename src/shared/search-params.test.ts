import { describe, expect, it } from 'vitest';
import { authSearch } from './auth-search';
import { optionalPositiveId, tokenSearch } from './search-params';

describe('search parameter readers', () => {
  it('keep good values and drop malformed ones without throwing', () => {
    expect(authSearch({ tab: 'register', intent: 'enroll', courseId: '12', redirect: '/profile' })).toEqual({
      tab: 'register',
      intent: 'enroll',
      courseId: 12,
      redirect: '/profile',
    });
    expect(authSearch({ tab: 'admin', intent: ['enroll'], courseId: '-3', redirect: 'x'.repeat(501) })).toEqual({
      tab: undefined,
      intent: undefined,
      courseId: undefined,
      redirect: undefined,
    });
  });

  it('a redirect is a path of this site or nothing', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'profile', '/x\u0007y'])
      expect(authSearch({ redirect: bad }).redirect, bad).toBeUndefined();
    expect(authSearch({ redirect: '/profile?enroll=3' }).redirect).toBe('/profile?enroll=3');
  });

  it('ids are positive safe integers only', () => {
    expect(optionalPositiveId(7)).toBe(7);
    for (const bad of ['0', '1.5', '1e3', '99999999999999999', 'abc', '', null, {}, 0, -1, 2.5])
      expect(optionalPositiveId(bad)).toBeUndefined();
  });

  it('tokens are strings of at most 200 characters', () => {
    expect(tokenSearch({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(tokenSearch({ token: 'a'.repeat(201) })).toEqual({ token: undefined });
    expect(tokenSearch({ token: 5 })).toEqual({ token: undefined });
  });
});
