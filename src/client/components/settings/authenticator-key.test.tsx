/**
 * The set-up's key on a phone (probe 45): a link that opens the authenticator app (the phone cannot
 * scan its own QR code), and the key in groups of four for typing, while the link carries it ungrouped.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthenticatorKey, keyGroups } from './authenticator-key';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUrl = `otpauth://totp/School:admin?issuer=School&secret=${secret}&algorithm=SHA1&digits=6&period=30`;

describe('AuthenticatorKey', () => {
  const html = renderToStaticMarkup(<AuthenticatorKey secret={secret} otpauthUrl={otpauthUrl} qrCode="data:image/svg+xml;base64,AA==" />);

  it('links to the otpauth URI as the server made it (the key ungrouped)', () => {
    expect(html).toContain(`href="${otpauthUrl.replaceAll('&', '&amp;')}"`);
    expect(html).toMatch(/<a [^>]*>Open in your authenticator app<\/a>/);
  });

  it('shows the key in groups of four, spaced without space characters (a copied key has none)', () => {
    expect(keyGroups(secret)).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'JBSW', 'Y3DP', 'EHPK', '3PXP']);
    const code = /<code[^>]*>(.*?)<\/code>/.exec(html)?.[1] ?? '';
    expect([...code.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(keyGroups(secret));
    expect(code.replace(/<[^>]*>/g, '')).toBe(secret);
  });
});
