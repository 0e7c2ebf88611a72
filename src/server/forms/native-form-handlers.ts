/**
 * What each native form post does (forms/native-form-posts.ts carries them: origin check, body, redirect
 * and flash): the same tRPC procedure the page's island calls, with the form's fields, and where
 * the visitor goes next with which message. Procedures validate; a form that checks a field the
 * procedure does not take (a password typed twice) validates that with the page's own schema.
 */
import type { Request } from 'express';
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import {
  LOGGED_OUT_MESSAGE,
  referenceFormAnchor,
  registrationWelcome,
  signInWelcome,
  welcomeNotice,
  type NativeForm,
} from '../../shared/form-flash';
import { registerFormSchema, passwordResetFormSchema } from '../../shared/schemas/auth';
import {
  methodChangedMessage,
  shownPriceOf,
  SHOWN_PRICES_FIELD,
  type EnrollInput,
  type PaymentMethodChangeInput,
} from '../../shared/schemas/enrollments';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/constants';
import { freeEnrolledMessage } from '../../shared/free-course';
import { postLoginTarget } from '../../shared/redirects';
import { authSearch } from '../../shared/auth-search';
import { LOW_DATA_COOKIE, LOW_DATA_COOKIE_MAX_AGE_SECONDS } from '../../shared/low-data';
import type { appRouter } from '../routers/_app';
import { accountFormHandlers } from './account-form-handlers';

export type Fields = Record<string, string>;
type Caller = ReturnType<typeof appRouter.createCaller>;

/** What a handled form leads to: the page to show next and, maybe, a message for it. */
export interface Outcome {
  redirect?: string;
  success?: string;
  /** What the page needs to know which of its forms answered (one of several alike). */
  values?: Fields;
  /** A preference kept in a cookie the page's own script also reads and writes (not HttpOnly). */
  preference?: { name: string; value: string; maxAgeSeconds: number };
}

const CONTACT_SENT = "Message sent. Thank you for reaching out. We'll get back to you soon.";
const UNSUBSCRIBED = 'You have been unsubscribed. You will not receive the newsletter any more.';
const PASSWORD_CHANGED = 'Your password has been changed, and you have been signed out everywhere. Sign in with your new password.';
const ENROLLED = 'Enrollment submitted: your enrollment is pending until we confirm your payment.';
const REFERENCE_SAVED = 'Payment reference saved. We will use it to match your payment.';
/** An empty field saved clears the reference: said as such, not as "saved" (probe 73, F2). */
const REFERENCE_CLEARED = 'Payment reference removed. Add it here once you have paid.';

/** A zod error raised here (not by a procedure): reported the same way the procedures' are. */
function formSchemaError(error: ZodError): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: error });
}

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** An enrollment's card on /profile (the page may hold several): where the answers to its forms are shown. */
const enrollmentCard = (id: number) => `/profile#enrollment-${id}`;
/** Its payment-reference form, with the form's notice under it: a card is taller than a phone's screen. */
const referenceForm = (id: number) => `/profile#${referenceFormAnchor(id)}`;

/**
 * Where a refusal lands for a form that acts on one item of a list and shows its error there: on
 * that item, named by the form's own field (probe 30, F1: a refused payment reference sent the
 * learner to the top of /profile, the error on its card screens further down). Not for a form
 * whose field to fix takes `autofocus` ("Change how you pay", contact, newsletter): a fragment that
 * names an element cancels autofocus (native-form-posts.ts, FOCUS_FIRST_ERROR), and the focused
 * field already brings its place into view. A mangled id names no card: the page itself.
 */
export const REFUSAL_LANDS_ON: Partial<Record<NativeForm, (fields: Fields) => string | undefined>> = {
  'payment-reference': (f) => {
    const id = positiveInt(f.enrollmentId);
    return id === undefined ? undefined : referenceForm(id);
  },
};

/**
 * Where a form of a signed-in page comes back to after its session ended and the reader signed in
 * again, when that is more than the page: the enroll form with its course still chosen, an account form.
 */
export const RETURN_AFTER_SIGN_IN: Partial<Record<NativeForm, (fields: Fields) => string | undefined>> = {
  enroll: (f) => {
    const courseId = positiveInt(f.courseId);
    return courseId === undefined ? undefined : `/profile?enroll=${courseId}`;
  },
  // At the form itself (its fragment), as the form's own answers land.
  'account-password': () => '/account#account-password',
  'account-email': () => '/account#account-email',
  'account-delete': () => '/account#account-delete',
};

export const NATIVE_FORM_HANDLERS: Record<NativeForm, (caller: Caller, fields: Fields, req: Request) => Promise<Outcome>> = {
  login: async (caller, f, req) => {
    const user = await caller.auth.login({ username: f.username ?? '', password: f.password ?? '' });
    // (An admin who must still give a second step was refused with it: no welcome yet.)
    return {
      redirect: postLoginTarget(user, authSearch(req.query as Record<string, unknown>)),
      success: welcomeNotice(signInWelcome(user.fullName)),
    };
  },
  'login-2fa': async (caller, f, req) => {
    const user = await caller.twoFactor.login({ code: f.code ?? '' });
    return {
      redirect: postLoginTarget(user, authSearch(req.query as Record<string, unknown>)),
      success: welcomeNotice(signInWelcome(user.fullName)),
    };
  },
  register: async (caller, f, req) => {
    const form = registerFormSchema.safeParse({
      username: f.username ?? '',
      fullName: f.fullName ?? '',
      email: f.email ?? '',
      password: f.password ?? '',
      confirmPassword: f.confirmPassword ?? '',
    });
    if (!form.success) throw formSchemaError(form.error);
    const { confirmPassword: _confirm, ...input } = form.data;
    const user = await caller.auth.register(input);
    return {
      redirect: postLoginTarget(user, authSearch(req.query as Record<string, unknown>)),
      success: welcomeNotice(registrationWelcome(user.fullName)),
    };
  },
  'forgot-password': async (caller, f) => {
    const answer = await caller.auth.requestPasswordReset({ email: f.email ?? '' });
    return { success: answer.message };
  },
  contact: async (caller, f) => {
    await caller.contact.send({ name: f.name ?? '', email: f.email ?? '', subject: f.subject ?? '', message: f.message ?? '' });
    return { success: CONTACT_SENT };
  },
  newsletter: async (caller, f) => {
    const answer = await caller.subscribers.subscribe({ email: f.email ?? '' });
    return { success: answer.message };
  },
  'reset-password': async (caller, f) => {
    const form = passwordResetFormSchema.safeParse({ password: f.password ?? '', confirmPassword: f.confirmPassword ?? '' });
    if (!form.success) throw formSchemaError(form.error);
    const { username } = await caller.auth.resetPassword({ token: f.token ?? '', password: form.data.password });
    // The page names the username it signs in with (probe 45, finding 4).
    return { success: PASSWORD_CHANGED, values: { username } };
  },
  unsubscribe: async (caller, f) => {
    await caller.subscribers.unsubscribe({ token: f.token ?? '' });
    return { success: UNSUBSCRIBED };
  },
  enroll: async (caller, f) => {
    const reference = f.paymentReference?.trim();
    const courseId = positiveInt(f.courseId);
    // The price the form showed for that course: a price changed since is the procedure's 409.
    const expectedPrice = shownPriceOf(f[SHOWN_PRICES_FIELD], courseId);
    const row = await caller.enrollments.enroll({
      courseId: courseId as number,
      // The procedure validates the method; a wrong one is its 'Choose a payment method'. None
      // chosen is no method: a free course needs none (the form hides the field), a paid one is
      // refused at the field by the procedure.
      ...(f.paymentMethod ? { paymentMethod: f.paymentMethod as EnrollInput['paymentMethod'] } : {}),
      ...(reference ? { paymentReference: reference } : {}),
      ...(expectedPrice !== undefined ? { expectedPrice } : {}),
    });
    if (row.paymentMethod) return { redirect: '/profile', success: ENROLLED };
    // A free course is confirmed at once (no method): its materials are open, nothing is pending.
    // The notice names it as the live form's does (a course gone since is just "the course").
    const course = await caller.courses.byId({ id: row.courseId }).catch(() => undefined);
    return { redirect: '/profile', success: freeEnrolledMessage(course?.title) };
  },
  'payment-reference': async (caller, f) => {
    const row = await caller.enrollments.updateReference({
      // A missing or mangled id is the procedure's own 400 (a message, not a 500).
      id: positiveInt(f.enrollmentId) as number,
      paymentReference: f.paymentReference ?? '',
      // The card's hidden field: the method it showed (a mangled one is the procedure's own 400).
      ...(f.expectedMethod ? { expectedMethod: f.expectedMethod as PaymentMethod } : {}),
    });
    // A learner may have several pending enrollments: the notice goes to this one's form, and so does the learner.
    const success = row.paymentReference ? REFERENCE_SAVED : REFERENCE_CLEARED;
    return { redirect: referenceForm(row.id), success, values: { enrollmentId: String(row.id) } };
  },
  'payment-method': async (caller, f) => {
    const row = await caller.enrollments.changeMethod({
      // A missing or mangled id, or a method that is not one, is the procedure's own 400.
      id: positiveInt(f.enrollmentId) as number,
      paymentMethod: f.paymentMethod as PaymentMethodChangeInput['paymentMethod'],
    });
    // Whether the instructions were emailed as well, as the scripted card learns it (probe 67, F2).
    const { mailEnabled } = await caller.settings.site();
    // Back at the enrollment's card (the page may hold several), where the notice and the new instructions are.
    return {
      redirect: enrollmentCard(row.id),
      success: methodChangedMessage(PAYMENT_METHOD_LABELS[row.paymentMethod], row.changed, mailEnabled),
      values: { enrollmentId: String(row.id) },
    };
  },
  'low-data': async (_caller, f) => ({
    // Anything but 'on' turns it off: the switch only ever sends the other state.
    preference: { name: LOW_DATA_COOKIE, value: f.lowData === 'on' ? 'on' : 'off', maxAgeSeconds: LOW_DATA_COOKIE_MAX_AGE_SECONDS },
  }),
  logout: async (caller) => {
    await caller.auth.logout();
    return { redirect: '/', success: LOGGED_OUT_MESSAGE };
  },
  ...accountFormHandlers(formSchemaError),
};
