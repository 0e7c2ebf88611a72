/**
 * Free courses (price 0): enrolled at once, with no payment method, code or approval
 * (docs/decisions/2026-12-01-free-courses.md). The words every side shows for them, in one place.
 */
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './constants';
import { formatUsdWithXcd } from './xcd';

/** A course (or an enrollment, by the price it kept) costing nothing: nothing to pay, nobody to approve. */
export const isFreePrice = (cents: number) => cents === 0;

export const FREE_LABEL = 'Free';

/** "Free (US$0.00)" or "US$49.99 (≈ EC$134.97)": the spec shows a course's price, so a free one keeps it visible. */
export const formatCoursePrice = (usdCents: number, xcdCents: number) =>
  isFreePrice(usdCents) ? `${FREE_LABEL} (US$0.00)` : formatUsdWithXcd(usdCents, xcdCents);

/** The method as lists show it; a free enrollment has none and reads "Free". */
export const methodLabel = (method: PaymentMethod | null) => (method ? PAYMENT_METHOD_LABELS[method] : FREE_LABEL);

/** The enroll button of a free course: one action, no method to choose. */
export const ENROLL_FOR_FREE = 'Enroll for free';

/** What a learner reads after enrolling in a free course (the live form and the native post). */
export const freeEnrolledMessage = (title?: string) =>
  `You are enrolled in ${title ?? 'the course'}. It is free: there is nothing to pay, and its materials are open in My Courses below.`;

/** A paid course enrolled without a method (the field's message, 400). */
export const METHOD_REQUIRED = 'Choose a payment method';

/** A reference or a method change sent for a free enrollment: there is nothing to pay. */
export const FREE_NOTHING_TO_PAY =
  'This enrollment is for a free course: there is nothing to pay, so it has no payment method or reference.';
