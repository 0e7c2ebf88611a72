import { describe, expect, it } from 'vitest';
import { postLoginTarget, safeRedirectPath } from './redirects';

describe('post-login redirects', () => {
  it('admins go to the dashboard, others to their profile', () => {
    expect(postLoginTarget({ role: 'admin' }, {})).toBe('/dashboard');
    expect(postLoginTarget({ role: 'user' }, {})).toBe('/profile');
  });
  it('keeps the enroll intent', () => {
    expect(postLoginTarget({ role: 'user' }, { intent: 'enroll', courseId: 7 })).toBe('/profile?enroll=7');
  });
  it('follows same-origin redirects only', () => {
    expect(postLoginTarget({ role: 'user' }, { redirect: '/admin/blog' })).toBe('/admin/blog');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/x\n/y']) {
      expect(safeRedirectPath(bad), bad).toBeNull();
    }
  });
});
