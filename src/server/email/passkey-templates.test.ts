/** The passkey emails' HTML part: every address in them is a link (probe 28, F9). */
import { describe, expect, it } from 'vitest';
import { passkeyAddedEmail, passkeyRemovedEmail } from './passkey-templates';

const account = { fullName: 'Lena Learner', username: 'learner1' };
const siteUrl = 'https://school.example.dm';

describe('passkey emails', () => {
  it.each([
    ['added', passkeyAddedEmail('Nature Isle Crypto', account, 'Phone', siteUrl)],
    ['removed', passkeyRemovedEmail('Nature Isle Crypto', account, 'Phone', siteUrl)],
  ])('the %s mail links the profile and the contact page in its HTML part', (_kind, mail) => {
    for (const url of [`${siteUrl}/profile`, `${siteUrl}/contact`]) {
      expect(mail.html).toContain(`<a href="${url}">${url}</a>`);
      expect(mail.text).toContain(url);
    }
  });
});
