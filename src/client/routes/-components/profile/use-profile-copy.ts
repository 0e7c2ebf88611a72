import { useEffect } from 'react';
import { USDT_PEG_NOTE } from '../../../../shared/amount-due';
import { usdText, usdtText, xcdText } from '../../../../shared/money-text';
import { methodLabel } from '../../../../shared/free-course';
import { saveProfileCopy } from '../../../lib/offline-enrollments';
import type { RouterOutputs } from '../../../trpc';
import { nextStep } from './enrollment-card';

type Enrollment = RouterOutputs['enrollments']['mine'][number];
const STATUS = { pending: 'Pending: waiting for approval', confirmed: 'Approved', rejected: 'Rejected' } as const;

/** Keeps this device's offline copy of the learner's enrollments current (lib/offline-enrollments.ts). */
export function useProfileCopy(userId: number, enrollments: Enrollment[] | undefined) {
  useEffect(() => {
    if (!enrollments) return;
    saveProfileCopy({
      userId,
      savedAt: new Date().toISOString(),
      enrollments: enrollments.map((e) => ({
        title: e.course.title,
        // A free course's enrollment: "Enrolled", and "Free" where a method would be.
        status: e.paymentMethod === null ? 'Enrolled' : STATUS[e.paymentStatus],
        method: methodLabel(e.paymentMethod),
        code: e.paymentCode,
        nextStep: nextStep(e),
        // Nothing is owed for a free course: no amount line.
        amounts:
          e.paymentMethod === null
            ? []
            : [
                ...(e.paymentMethod === 'usdt' ? [`${usdtText(e.amountDue.usdt)} (${USDT_PEG_NOTE})`] : []),
                usdText(e.amountDue.usdCents),
                xcdText(e.amountDue.xcdCents),
              ],
        details: e.instructions?.details.filter((d) => d.label !== 'Your payment code') ?? [],
        quote: e.instructions?.quote ?? null,
        reference: e.paymentReference,
      })),
    });
  }, [userId, enrollments]);
}
