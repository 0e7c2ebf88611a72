import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, TIMINGS, type PaymentMethod } from '../../../../shared/constants';
import { encodeShownPrices, SHOWN_PRICES_FIELD } from '../../../../shared/schemas/enrollments';
import { ENROLL_FOR_FREE, formatCoursePrice, freeEnrolledMessage, isFreePrice } from '../../../../shared/free-course';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { useHydrated } from '../../../hooks/use-hydrated';
import { flashFieldError, flashFocus, useFormFlash } from '../../../lib/form-flash';
import { errorMessage, gotNoAnswer } from '../../../lib/trpc-errors';
import { valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';
import { CheckoutPreview } from './checkout-preview';
import { requestEnrollmentFocus } from './enrollment-focus';

const FORM_ID = 'enroll-form';

/** A pending or confirmed enrollment holds the course: it is not offered again (a rejected one may be retried). */
const HOLDS_COURSE = new Set(['pending', 'confirmed']);

/**
 * The method and reference fields, hidden by CSS alone while a free course is the chosen option: with
 * JavaScript off (or before the code is live) picking a free course from the list re-renders nothing,
 * and fields the server ignores for a free course would still ask to be filled in. They are always
 * rendered, live and on the server, and only hidden: a page served with a free course chosen must
 * still have them when the reader, without JavaScript, picks a paid course instead (they were left
 * out then, and Enroll came back with 'Choose a payment method' for a field the page never showed).
 */
const HIDDEN_FOR_FREE = '[#enroll-form:has(option[data-free]:checked)_&]:hidden';
/** Its twin: the button's "Enroll for free", shown only while a free course is the chosen option. */
const SHOWN_FOR_FREE = 'hidden [#enroll-form:has(option[data-free]:checked)_&]:inline';
/**
 * The free-course hint, hidden once another course is picked (the course list's option: the method
 * list's options are not free either): shown by default, so a browser
 * without `:has()` still shows it, as it did before (the button then says "Enroll", as ever).
 */
const HIDDEN_FOR_PAID = '[#enroll-form:has([name=courseId]_option:not([data-free]):checked)_&]:hidden';

const asMethod = (value: string): PaymentMethod | '' =>
  (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : '';

/**
 * Choose a course and a payment method; once the form's code is live the button stays disabled
 * until both are chosen (spec). It is a real `<form method="post">` (server/forms/native-form-posts.ts):
 * before the code is live the button is enabled and a submit is sent natively; the server then
 * answers with the schema's 'Choose a course' / 'Choose a payment method' if something is missing.
 */
/** An enrollment sent without an answer back. */
const ENROLL_UNANSWERED =
  'The site could not be reached, so you may or may not be enrolled. Once you are connected, look for the course under Your enrollments before you enroll again.';

export function EnrollForm({ preselectedCourseId }: { preselectedCourseId?: number }) {
  const utils = trpc.useUtils();
  const courses = trpc.courses.list.useQuery();
  const mine = trpc.enrollments.mine.useQuery();
  const flash = useFormFlash('enroll');
  const hydrated = useHydrated();
  // What the server rendered: the first client render must be the same, or React throws the
  // server's HTML away (error #418) and a tap landing in that moment is lost with it.
  const served = {
    courseId: flash?.values.courseId ?? (preselectedCourseId ? String(preselectedCourseId) : ''),
    paymentMethod: flash?.values.paymentMethod ?? '',
    paymentReference: flash?.values.paymentReference ?? '',
  };
  // What the reader chose in the server's HTML before this code arrived: read before hydration
  // touches the fields, applied right after it (below).
  const [early] = useState(() => valuesTypedEarly(FORM_ID, served));
  const held = new Set((mine.data ?? []).filter((e) => HOLDS_COURSE.has(e.paymentStatus)).map((e) => e.course.id));
  const offered = (courses.data ?? []).filter((c) => !held.has(c.id));
  const [courseId, setCourseId] = useState<string>(served.courseId && !held.has(Number(served.courseId)) ? served.courseId : '');
  const [method, setMethod] = useState<PaymentMethod | ''>(asMethod(served.paymentMethod));
  const [reference, setReference] = useState(served.paymentReference);
  // In the hydration commit, before paint and before a tap held during hydration is delivered.
  // Setting state here is the point: the fields are an outside system (the server's HTML the
  // reader used) that React may only take in after its first render matched the server's.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    if (early.courseId !== served.courseId && !held.has(Number(early.courseId))) setCourseId(early.courseId);
    if (early.paymentMethod !== served.paymentMethod) setMethod(asMethod(early.paymentMethod));
    if (early.paymentReference !== served.paymentReference) setReference(early.paymentReference);
    // Once, when the form's code arrives: later changes are the reader's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect */
  const [notice, setNotice] = useState<string | null>(flash?.success ?? null);
  const [sent, setSent] = useState(false);
  const fieldError = (name: string) => flashFieldError(flash, { submitCount: sent ? 1 : 0, touchedFields: {}, dirtyFields: {} }, name);
  // A method whose payment instructions the admin has not filled in cannot be chosen.
  const payments = trpc.payments.instructions.useQuery().data;
  const offeredMethodList = payments?.methods ?? [];

  // The success notice disappears after 5 s (spec section 4).
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), TIMINGS.enrollmentNoticeMs);
    return () => clearTimeout(t);
  }, [notice]);

  const enroll = trpc.enrollments.enroll.useMutation({
    onSuccess: async (row, sent) => {
      const title = courses.data?.find((c) => c.id === sent.courseId)?.title ?? 'the course';
      // A free course is confirmed at once (no method): its materials, not a way to pay, are below.
      setNotice(
        row.paymentMethod === null
          ? freeEnrolledMessage(title)
          : `You are enrolled in ${title}. Your enrollment is pending until we confirm your payment. How to pay is shown below.`,
      );
      setCourseId('');
      setMethod('');
      setReference('');
      await utils.enrollments.mine.invalidate();
      // The instructions are what the learner needs now: bring them into view and move focus there.
      requestEnrollmentFocus(row.id);
    },
    onError: (error) => {
      // No answer: the enrollment may have been made with only its answer lost (probe 74, F5).
      toast(
        gotNoAnswer(error)
          ? { title: 'No answer from the site', description: ENROLL_UNANSWERED, variant: 'destructive' }
          : { title: 'Failed to enroll in course', description: errorMessage(error, 'Please try again.'), variant: 'destructive' },
      );
      // Refused by the data (a price changed, enrolled from another tab, a method switched off): the
      // page reads its lists again (lib/query-client.ts), so the learner sees why before trying again.
    },
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSent(true);
    // What the fields show is what is sent: a tap delivered while the form hydrates must not
    // meet a render that has not yet taken in what the reader chose before the code arrived.
    const fields = new FormData(e.currentTarget);
    const chosenCourse = String(fields.get('courseId') ?? '');
    const chosenMethod = asMethod(String(fields.get('paymentMethod') ?? ''));
    // The price the list showed: refused if the course costs something else now.
    const shownPrice = courses.data?.find((c) => String(c.id) === chosenCourse)?.price;
    // A free course has no method to choose (the field is not there): the server confirms it at once.
    const free = shownPrice !== undefined && isFreePrice(shownPrice);
    if (!chosenCourse || (!chosenMethod && !free)) return;
    const trimmed = String(fields.get('paymentReference') ?? '').trim();
    enroll.mutate({
      courseId: Number(chosenCourse),
      ...(chosenMethod && !free ? { paymentMethod: chosenMethod } : {}),
      ...(trimmed && !free ? { paymentReference: trimmed } : {}),
      ...(shownPrice !== undefined ? { expectedPrice: shownPrice } : {}),
    });
  };

  // A choice the lists no longer offer (enrolled from another tab, a method the admin switched off:
  // both reread after a refusal, lib/query-client.ts) is no choice: the field shows none, the button
  // waits, and no preview keeps showing the old receiving address (probe 32, F2).
  const courseChoice = courses.data && !offered.some((c) => String(c.id) === courseId) ? '' : courseId;
  const methodChoice = payments && !offeredMethodList.some((m) => m.method === method) ? '' : method;
  const chosen = offered.find((c) => String(c.id) === courseChoice);
  const chosenMethod = offeredMethodList.find((m) => m.method === methodChoice);
  // A free course: no method, no reference, no preview; one "Enroll for free" (server HTML too when
  // the course came chosen, so nothing moves at hydration). Sent natively with a method still
  // chosen (no script, another course picked), the server ignores it for a free course.
  const free = chosen !== undefined && isFreePrice(chosen.price);
  return (
    <form
      id={FORM_ID}
      method="post"
      action="/profile"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <FormName name="enroll" />
      {/* Sent natively (before the code, or without it): the prices shown, so none changed since is taken unseen. */}
      <input type="hidden" name={SHOWN_PRICES_FIELD} value={encodeShownPrices(offered)} />
      <h2 className="text-lg font-semibold">Enroll in a course</h2>
      {notice ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {notice}
        </p>
      ) : null}
      <FormNotice flash={flash?.message ? flash : undefined} hidden={sent} />
      {/* Each hint is also hidden by CSS once the other kind of course is picked without JavaScript. */}
      {served.courseId && chosen && free && !notice ? (
        <p className={`${HIDDEN_FOR_PAID} rounded-md bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-100`}>
          {chosen.title} is free: press {ENROLL_FOR_FREE} and its materials open at once. There is nothing to pay.
        </p>
      ) : served.courseId && chosen && !methodChoice && !notice ? (
        // Arriving from 'Enroll Now' (or /auth?intent=enroll): the course is chosen, the payment method is what is left.
        // Only for a course the server chose, so the server's HTML has it too: a hint that appeared at
        // hydration for a course picked before the code arrived would push the form down under a tap.
        <p className={`${HIDDEN_FOR_FREE} rounded-md bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950/40 dark:text-sky-100`}>
          {chosen.title} is selected. Choose how you will pay, then press Enroll to finish.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Course"
          name="courseId"
          value={courseChoice}
          onChange={(e) => setCourseId(e.target.value)}
          disabled={courses.isPending}
          error={fieldError('courseId')}
          {...flashFocus(flash, 'courseId')}
        >
          <option value="">
            {courses.isPending ? 'Loading courses...' : offered.length ? 'Select a course' : 'No other courses to enroll in'}
          </option>
          {offered.map((c) => (
            <option key={c.id} value={c.id} data-free={isFreePrice(c.price) ? '' : undefined}>
              {c.title} · {formatCoursePrice(c.price, c.priceXcd)}
            </option>
          ))}
        </SelectField>
        <div className={HIDDEN_FOR_FREE} hidden={hydrated && free}>
          <SelectField
            label="Payment method"
            name="paymentMethod"
            value={methodChoice}
            onChange={(e) => setMethod(e.target.value as PaymentMethod | '')}
            error={fieldError('paymentMethod')}
            {...flashFocus(flash, 'paymentMethod')}
          >
            <option value="">{offeredMethodList.length ? 'Select a payment method' : 'No payment method is open yet'}</option>
            {/* Only the methods this site offers (Settings > Payments): never one that cannot be chosen. */}
            {offeredMethodList.map((m) => (
              <option key={m.method} value={m.method}>
                {m.label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <div className={HIDDEN_FOR_FREE} hidden={hydrated && free}>
        <TextField
          label="Payment reference (optional)"
          name="paymentReference"
          value={reference}
          maxLength={120}
          onChange={(e) => setReference(e.target.value)}
          error={fieldError('paymentReference')}
          {...flashFocus(flash, 'paymentReference')}
          hint="Only if you have already paid: your bank reference or the USDT transaction id. You can add it later on your enrollment."
        />
      </div>
      {courses.isLoadingError ? (
        <p className="text-sm text-red-600 dark:text-red-400">Failed to load courses. Please try again later.</p>
      ) : null}
      <Button type="submit" disabled={(hydrated && (!courseChoice || (!methodChoice && !free))) || enroll.isPending} sendsNatively>
        {enroll.isPending ? (
          'Enrolling...'
        ) : (
          // Both words, one shown: by CSS until the code is live (the server's label must follow a
          // course picked without JavaScript), then by React (a browser without :has() would
          // otherwise show the wrong one: review 56). Both stay, so the button's text holds still.
          <>
            <span className={hydrated ? undefined : HIDDEN_FOR_FREE} hidden={hydrated && free}>
              Enroll
            </span>
            <span className={hydrated ? undefined : SHOWN_FOR_FREE} hidden={hydrated && !free}>
              {ENROLL_FOR_FREE}
            </span>
          </>
        )}
      </Button>
      {/* Below the button, never above it: on a slow phone the choices are often made before the
          code arrives, and the preview then appears in the hydration commit. Above the button it
          pushed Enroll ~500 px down while the reader's finger was on its way (a tap lost in the
          native-forms e2e test, 2026-11-27). Nothing above the button may appear at hydration. */}
      {/* Hidden like the method fields when a free course is picked without JavaScript (review 53):
          the server's preview of a paid course would otherwise stay under it. */}
      {chosen && chosenMethod && !free ? (
        <div className={HIDDEN_FOR_FREE}>
          <CheckoutPreview course={chosen} method={chosenMethod} />
        </div>
      ) : null}
    </form>
  );
}
