import { useEffect, useState, type FormEvent } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, TIMINGS, type PaymentMethod } from '../../../../shared/constants';
import { formatUsdWithXcd } from '../../../../shared/xcd';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';

/** Choose a course and a payment method; the button stays disabled until both are chosen. */
export function EnrollForm({ preselectedCourseId }: { preselectedCourseId?: number }) {
  const utils = trpc.useUtils();
  const courses = trpc.courses.list.useQuery();
  // A method whose payment instructions the admin has not filled in cannot be chosen.
  const offered = new Set(trpc.payments.instructions.useQuery().data?.methods.map((m) => m.method));
  const [courseId, setCourseId] = useState<string>(preselectedCourseId ? String(preselectedCourseId) : '');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [reference, setReference] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  // The success notice disappears after 5 s (spec section 4).
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), TIMINGS.enrollmentNoticeMs);
    return () => clearTimeout(t);
  }, [notice]);

  const enroll = trpc.enrollments.enroll.useMutation({
    onSuccess: async () => {
      const title = courses.data?.find((c) => c.id === Number(courseId))?.title ?? 'the course';
      setNotice(`You are enrolled in ${title}. Your enrollment is pending until we confirm your payment.`);
      setCourseId('');
      setMethod('');
      setReference('');
      await utils.enrollments.mine.invalidate();
    },
    onError: (error) =>
      toast({ title: 'Failed to enroll in course', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!courseId || !method) return;
    const trimmed = reference.trim();
    enroll.mutate({ courseId: Number(courseId), paymentMethod: method, ...(trimmed ? { paymentReference: trimmed } : {}) });
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">Enroll in a course</h2>
      {notice ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Course" value={courseId} onChange={(e) => setCourseId(e.target.value)} disabled={courses.isPending}>
          <option value="">{courses.isPending ? 'Loading courses...' : 'Select a course'}</option>
          {courses.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} · {formatUsdWithXcd(c.price, c.priceXcd)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Payment method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod | '')}>
          <option value="">Select a payment method</option>
          {PAYMENT_METHODS.map((m) => (
            <option key={m} value={m} disabled={!offered.has(m)}>
              {PAYMENT_METHOD_LABELS[m]}
              {offered.has(m) ? '' : ' (not available)'}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Payment reference (optional)"
        value={reference}
        maxLength={120}
        onChange={(e) => setReference(e.target.value)}
        hint="For example your mobile banking confirmation number or the USDT transaction ID."
      />
      {courses.isError ? <p className="text-sm text-red-600">Failed to load courses. Please try again later.</p> : null}
      <Button type="submit" disabled={!courseId || !method || enroll.isPending}>
        {enroll.isPending ? 'Enrolling...' : 'Enroll'}
      </Button>
    </form>
  );
}
