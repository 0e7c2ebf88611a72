import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from './secret-box';

describe('secret box (TOTP secrets at rest)', () => {
  const box = createSecretBox('k'.repeat(40));

  it('seals to text that does not contain the secret and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed); // a fresh IV each time
  });

  it('refuses another key and a tampered value', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('x'.repeat(40)).open(sealed)).toBeNull();
    const [prefix, iv, tag, data] = sealed.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(box.open([prefix, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('v1.garbage')).toBeNull();
  });

  it('reads a secret stored before encryption as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
