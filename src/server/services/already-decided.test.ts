import { describe, expect, it } from 'vitest';
import { alreadyDecidedMessage } from './enrollments';

describe('a decision that changed nothing says why', () => {
  it('names the decision made first, and a decision undone meanwhile (probe 77, F5: "already pending")', () => {
    expect(alreadyDecidedMessage('confirmed')).toBe('This enrollment was already approved.');
    expect(alreadyDecidedMessage('rejected')).toBe('This enrollment was already rejected.');
    expect(alreadyDecidedMessage('pending')).toContain('undone by another admin while you were deciding: it is pending again');
    expect(alreadyDecidedMessage('pending')).not.toContain('already pending');
  });
});
