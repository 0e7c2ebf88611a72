/**
 * The amount a learner owes for an enrollment (issue 26): one computation for the learner's list
 * (enrollments.mine), the enrollment email and the admin queue. The pure arithmetic lives in
 * shared/amount-due.ts so the checkout preview in the browser shows the very same figures.
 */
export { amountDueFor, amountDueSchema, type AmountDue } from '../../shared/amount-due';
