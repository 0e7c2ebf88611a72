import { describe, expect, it } from 'vitest';
import { nextOpenTopic } from './accordion-state';

describe('security accordion', () => {
  it('opens one topic at a time and closes the open one when clicked again', () => {
    let open: string | null = null;
    open = nextOpenTopic(open, 'wallet-security');
    expect(open).toBe('wallet-security');
    open = nextOpenTopic(open, 'common-scams');
    expect(open).toBe('common-scams');
    open = nextOpenTopic(open, 'common-scams');
    expect(open).toBeNull();
  });
});
