/**
 * The decision mails of a sample course (demo content, never to be paid for): neither its approval
 * nor the undoing of it speaks of a payment (probe 28, F9); a real course's do.
 */
import { describe, expect, it } from 'vitest';
import { templates } from './templates';

const learner = { fullName: 'Ann Joseph', courseTitle: 'Sample course: Crypto Basics' };

describe('an undone approval', () => {
  it('of a sample course speaks of no payment to confirm', () => {
    const mail = templates.enrollmentReopened(
      'Dominica Crypto Education',
      { ...learner, undone: 'confirmed', sample: true },
      'https://example.dm',
    );
    expect(mail.text).not.toMatch(/payment/i);
    expect(mail.text).toContain('the sample course materials are locked until it is approved');
  });

  it('of a real course says the materials wait for the payment to be confirmed', () => {
    const mail = templates.enrollmentReopened(
      'Dominica Crypto Education',
      { ...learner, undone: 'confirmed', sample: false },
      'https://example.dm',
    );
    expect(mail.text).toContain('locked until we confirm your payment');
  });
});

describe('a newsletter issue', () => {
  it("keeps the admin's text as text, links a web address on a line of its own, and ends with the unsubscribe link", () => {
    const mail = templates.newsletterIssue(
      'Dominica Crypto Education',
      { subject: 'December news', body: 'Read <b>this</b> & more:\nhttps://example.dm/news?a=1&b=2\nSee you soon.' },
      'https://example.dm/unsubscribe?token=abc',
    );
    expect(mail.subject).toBe('December news');
    expect(mail.html).toContain('Read &lt;b&gt;this&lt;/b&gt; &amp; more:<br><a href="https://example.dm/news?a=1&amp;b=2">');
    expect(mail.html).not.toContain('<b>this</b>');
    expect(mail.html).toContain('<a href="https://example.dm/unsubscribe?token=abc">');
    // The link opens a page with a button: not "one click" (probe 45).
    expect(mail.text).toMatch(/To unsubscribe, open this link and press the button:\n\nhttps:\/\/example\.dm\/unsubscribe\?token=abc\n/);
    expect(mail.text).not.toMatch(/one click/i);
  });

  it("the admin's test copy says its unsubscribe link is only a sample", () => {
    const mail = templates.newsletterIssue(
      'Dominica Crypto Education',
      { subject: '[Test] News', body: 'Hi.' },
      'https://example.dm/unsubscribe',
      true,
    );
    expect(mail.text).toMatch(
      /This is a test copy, sent only to you\..*the one below is a sample and takes no one off the list:\n\nhttps:\/\/example\.dm\/unsubscribe\n/,
    );
    expect(mail.text).not.toMatch(/one click|You receive this because you subscribed/i);
  });
});

describe('the subscription confirmation', () => {
  it('says what the unsubscribe link does: a page with a button, not one click (probe 45)', () => {
    const mail = templates.subscriptionConfirmed('Dominica Crypto Education', 'https://example.dm/unsubscribe?token=abc');
    expect(mail.text).toContain('Changed your mind? To unsubscribe, open this link and press the button:');
    expect(mail.text).not.toMatch(/one click/i);
  });
});

describe('the password reset mail', () => {
  it('names the username sign-in takes, in text and escaped in HTML (probe 45, finding 4)', () => {
    const mail = templates.passwordReset(
      'Dominica Crypto Education',
      'Ann Joseph',
      'ann<b>',
      'https://example.dm/reset-password?token=abc',
    );
    expect(mail.text).toContain('Your username is ann<b>.');
    expect(mail.html).toContain('Your username is ann&lt;b&gt;.');
    expect(mail.html).not.toContain('ann<b>');
  });
});
