import { describe, expect, it } from 'vitest';
import { accountLockedForAddress, waitInWords } from './rate-limit-messages';

describe('how long to wait, in words', () => {
  it('seconds, then minutes, then hours: the longest lock (a day) is not "1440 minutes"', () => {
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(15 * 60)).toBe('15 minutes');
    expect(waitInWords(60 * 60)).toBe('60 minutes');
    expect(waitInWords(2 * 60 * 60)).toBe('2 hours');
    expect(waitInWords(24 * 60 * 60)).toBe('24 hours');
  });

  it('the lock a reset lifts names the reset link on the sign-in page, in plain sentences (no raw path)', () => {
    expect(accountLockedForAddress('24 hours')).toBe(
      'Too many wrong passwords for this account from your network. Please wait 24 hours and try again, or reset your password now with "Forgot password?" on the sign-in page: a completed reset lifts this lock.',
    );
  });
});
