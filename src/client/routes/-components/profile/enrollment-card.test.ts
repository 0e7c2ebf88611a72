import { describe, expect, it } from 'vitest';
import {
  WITHDRAWN_COURSE_DO_NOT_PAY,
  WITHDRAWN_COURSE_PAID,
  WITHDRAWN_SAMPLE_COURSE,
  type MyEnrollment,
} from '../../../../shared/schemas/enrollments';
import { nextStep, showsAmountDue } from './enrollment-card';

const pending = (course: Partial<MyEnrollment['course']>, paymentReference: string | null): MyEnrollment => ({
  id: 1,
  paymentStatus: 'pending',
  paymentMethod: 'mobanking',
  paymentReference,
  paymentCode: 'DCE-7K4M',
  instructions: null,
  amountDue: { usdCents: 7999, xcdCents: 21597, usdt: '79.99' },
  enrolledAt: new Date(),
  decidedAt: null,
  notes: null,
  course: {
    id: 1,
    title: 'Course',
    downloadUrl: null,
    youtubePlaylistUrl: null,
    materials: [],
    sample: false,
    withdrawn: false,
    ...course,
  },
});

describe("a withdrawn course's card", () => {
  it('a sample course removed before launch asks nothing and shows no amount, even with a reference saved (probe 72, F10)', () => {
    const sample = pending({ sample: true, withdrawn: true }, 'tester-R250');
    expect(nextStep(sample)).toBe(WITHDRAWN_SAMPLE_COURSE);
    expect(showsAmountDue(sample)).toBe(false);
    expect(showsAmountDue(pending({ sample: true, withdrawn: true }, null))).toBe(false);
  });

  it('a real course withdrawn after the learner reported a payment keeps the amount and says the payment is looked at', () => {
    const paid = pending({ withdrawn: true }, 'bank-123');
    expect(nextStep(paid)).toBe(WITHDRAWN_COURSE_PAID);
    expect(showsAmountDue(paid)).toBe(true);
    const unpaid = pending({ withdrawn: true }, null);
    expect(nextStep(unpaid)).toBe(WITHDRAWN_COURSE_DO_NOT_PAY);
    expect(showsAmountDue(unpaid)).toBe(false);
    expect(showsAmountDue(pending({}, null))).toBe(true);
  });
});
