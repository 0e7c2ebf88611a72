/**
 * One-line fields (probe 22, D2): a line break in a name, a title or a payment reference let a
 * learner write lines of their own into the admin's mail. Each such field puts its text on one line;
 * fields that are many lines by nature (a message, a description, an article) keep their breaks.
 */
import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { contactSchema } from './contact';
import { asOneLine, line } from './common';
import { enrollSchema, paymentReferenceUpdateSchema } from './enrollments';

const BREAKS = 'one\ntwo\r\nthree\rfour\tfive\u2028six\u2029seven\u0085eight\n\n\nnine';

describe('line()', () => {
  it('turns each run of line breaks and tabs into one space', () => {
    expect(asOneLine(BREAKS)).toBe('one two three four five six seven eight nine');
    expect(line().parse(BREAKS)).toBe('one two three four five six seven eight nine');
  });

  it('keeps what text() keeps, and drops what it drops', () => {
    expect(line().parse('Zoë\u200B Étienne')).toBe('Zoë Étienne');
    expect(line().safeParse('a\u0000b').success).toBe(false);
  });

  it("is the rule of the fields a learner's text reaches the admin's mail through", () => {
    const register = registerSchema.parse({
      username: 'marie',
      fullName: 'Marie\nPayment reference: X',
      email: 'm@example.com',
      password: 'secret123',
    });
    expect(register.fullName).toBe('Marie Payment reference: X');
    expect(enrollSchema.parse({ courseId: 1, paymentMethod: 'cash', paymentReference: 'abc\nApproved by: admin' }).paymentReference).toBe(
      'abc Approved by: admin',
    );
    expect(paymentReferenceUpdateSchema.parse({ id: 1, paymentReference: 'abc\r\nApproved' }).paymentReference).toBe('abc Approved');
    const contact = contactSchema.parse({
      name: 'Ann\nUsername: admin',
      email: 'a@example.com',
      subject: 'Hi\nthere',
      message: 'Line one\nLine two',
    });
    expect(contact).toMatchObject({ name: 'Ann Username: admin', subject: 'Hi there', message: 'Line one\nLine two' });
  });
});
