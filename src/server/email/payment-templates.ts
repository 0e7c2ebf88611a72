/** The learner's "how to pay" email, sent when they enroll (issue 18). */
import { formatUsdWithXcd } from '../../shared/xcd';
import type { PaymentInstructions } from '../../shared/schemas/payments';
import { instructionsText } from '../services/payment-instructions';
import { compose } from './templates';

export function paymentInstructionsEmail(
  company: string,
  e: { fullName: string; courseTitle: string; price: number; priceXcd: number; paymentCode: string; instructions: PaymentInstructions },
  siteUrl: string,
) {
  return compose(company, `How to pay for "${e.courseTitle}" (code ${e.paymentCode})`, [
    `Hello ${e.fullName},`,
    `Thank you for enrolling in "${e.courseTitle}". The price is ${formatUsdWithXcd(e.price, e.priceXcd)}.`,
    `Quote your payment code ${e.paymentCode} with your payment, so we can match it to you.`,
    instructionsText(e.instructions),
    `After paying, you can add your transaction id or bank reference on your profile. We confirm payments by hand; your course materials unlock once we do:\n\n${siteUrl}/profile`,
  ]);
}
