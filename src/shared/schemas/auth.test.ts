import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerSchema } from './auth';

/** The first message per field, as the forms show it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('auth schemas carry the spec messages', () => {
  it('login', () => {
    expect(messages(loginSchema.safeParse({ username: 'ab', password: '12345' }))).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('register form: confirm password and mismatch shown on confirmPassword', () => {
    const base = { username: 'abc', fullName: 'Ab', email: 'a@b.co', password: '123456' };
    expect(messages(registerFormSchema.safeParse({ ...base, confirmPassword: '' }))).toEqual({ confirmPassword: 'Confirm your password' });
    expect(messages(registerFormSchema.safeParse({ ...base, confirmPassword: '654321' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(registerFormSchema.safeParse({ ...base, confirmPassword: '123456' }).success).toBe(true);
  });

  it('register: full name, email; confirmPassword is not part of the server body', () => {
    expect(messages(registerSchema.safeParse({ username: 'abc', fullName: 'A', email: 'x', password: '123456' }))).toEqual({
      fullName: 'Full name is required',
      email: 'Valid email is required',
    });
    expect(
      registerSchema.safeParse({ username: 'abc', fullName: 'Ab', email: 'a@b.co', password: '123456', confirmPassword: '123456' }).success,
    ).toBe(false);
  });

  it('normalises email case and trims names', () => {
    const parsed = registerSchema.parse({ username: ' abc ', fullName: ' Ann Lee ', email: ' Ann@Example.COM ', password: '123456' });
    expect(parsed).toMatchObject({ username: 'abc', fullName: 'Ann Lee', email: 'ann@example.com' });
  });
});
