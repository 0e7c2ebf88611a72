/**
 * Native form posts to page paths: every public form is a real `<form method="post">`, so it
 * can be sent before its island's code has arrived, when that code fails to load, or with
 * JavaScript off. The post is handled by calling the same tRPC procedure the island calls
 * (forms/native-form-handlers.ts says which; appRouter.createCaller with the request's own context: same validation, rate limits, audit
 * records and emails), and answered with post/redirect/get: a 303 to the page, which shows the
 * one-time answer kept in the flash cookie (field errors, or the success message), so a reload
 * never sends anything again.
 *
 * Page paths are outside /api and /trpc, so the CSRF guard there does not see these posts: the
 * same same-origin rule (Sec-Fetch-Site / Origin) is applied here, and a post from another site
 * is refused. A form-encoded body is all a browser's native form sends, so it is accepted here
 * (and only here) once the origin check has passed.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { TRPCError } from '@trpc/server';
import { FORM_FIELD, NATIVE_FORMS, sessionEndedMessage, type FormFlash, type NativeForm } from '../../shared/form-flash';
import { safeRedirectPath } from '../../shared/redirects';
import { fieldOfMessage } from '../../shared/field-of-message';
import { NATIVE_FORM_HANDLERS, REFUSAL_LANDS_ON, RETURN_AFTER_SIGN_IN, type Fields } from './native-form-handlers';
import type { Logger } from '../logger';
import { appRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { fieldIssuesOf, INTERNAL_ERROR_MESSAGE } from '../trpc/init';
import { crossSiteRefusal } from '../security/csrf';
import type { FormFlashCookie } from './form-flash-cookie';
import { NOT_FOUND_PAGE, plainPage, sendPlainPage } from '../http/plain-page';
import { NUL_MESSAGE } from '../http/request-shape';
import { TWO_FACTOR_EXPIRED, TWO_FACTOR_REQUIRED } from '../services/two-factor-session';

/** Fields that are never written back into a page (nor into a cookie). */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'token', 'code', 'currentPassword', 'newPassword', FORM_FIELD]);

/** Forms of a signed-in page: a session that ended while the form was open signs in again and comes back. */
const SIGN_IN_AND_RETURN = new Set<NativeForm>([
  'enroll',
  'payment-reference',
  'payment-method',
  'account-password',
  'account-email',
  'account-delete',
]);

/** The site frame's forms (header and footer): on every page, the not-found page too. */
const FRAME_FORMS = new Set<NativeForm>(['logout', 'low-data']);

/**
 * Forms whose fields come back with `autofocus` on the first to fix (lib/form-flash.ts flashFocus)
 * and whose action names the form's place in the page (`/contact#contact-form`). Their answer with
 * field errors ends in a fragment that names no element instead: the browser keeps the form's
 * fragment across the redirect, and a fragment that names an element cancels autofocus (HTML's
 * "flush autofocus candidates"), which left focus on the body and the errors unannounced (probe
 * 26, F4). Not an empty fragment either: that one means "the top of the document", and the scroll
 * to the top sometimes came after autofocus had scrolled to the field (CI's phone run, the
 * newsletter box at the foot of the home page). The focused field is scrolled into view, so the
 * reader lands at the form.
 */
const FOCUS_FIRST_ERROR = new Set<NativeForm>(['contact', 'newsletter', 'account-password', 'account-email', 'account-delete']);
/** No element has this id (a fragment that named one would cancel the autofocus, see above). */
export const FIELDS_TO_FIX_FRAGMENT = '#fields-to-fix';

/**
 * Which form the page shows after a refusal: the password was right but a code is needed (or a
 * code was wrong) -> the second step; the second step expired -> the password form again.
 */
function nextForm(form: NativeForm, error: unknown): NativeForm {
  if (!(error instanceof TRPCError)) return form;
  if (form === 'login' && error.message === TWO_FACTOR_REQUIRED) return 'login-2fa';
  if (form === 'login-2fa' && error.message === TWO_FACTOR_EXPIRED) return 'login';
  return form;
}

/** The procedure's refusal as a flash: field messages by field, anything else as one message. */
function failureFlash(form: NativeForm, values: Fields, error: unknown, log: Logger): FormFlash {
  const flash: FormFlash = { form, values, errors: {} };
  const trpcError = error instanceof TRPCError ? error : null;
  // Asked for the second step: the step's own text says what to do, no error to show.
  if (form === 'login-2fa' && trpcError?.message === TWO_FACTOR_REQUIRED) return flash;
  const issues = trpcError ? fieldIssuesOf(trpcError) : undefined;
  if (issues) {
    for (const issue of issues) {
      const field = issue.path.split('.')[0] || '';
      if (field && !flash.errors[field]) flash.errors[field] = issue.message;
      else if (!field) flash.message ??= issue.message;
    }
    return flash;
  }
  if (trpcError && trpcError.code !== 'INTERNAL_SERVER_ERROR') {
    flash.message = trpcError.message;
    return flash;
  }
  log.error({ err: error, form }, 'native form post failed');
  flash.message = INTERNAL_ERROR_MESSAGE;
  return flash;
}

function pageAnswer(res: Response, status: number, title: string, text: string) {
  sendPlainPage(res, status, plainPage(title, text));
}

/** A browser's own form post to a page path (what this middleware handles, and what the deadline answers with a page). */
export function isNativeFormPost(req: Request): boolean {
  return req.method === 'POST' && !/^\/(api|trpc|assets)(\/|$)/.test(req.path) && Boolean(req.is('application/x-www-form-urlencoded'));
}

export function nativeFormPosts(opts: {
  createContext: (req: Request, res: Response) => Promise<Context>;
  /** Whether a page answers this path (its route facts): a form's post is carried out only there. */
  isPage: (path: string) => boolean;
  publicUrl?: string;
  secureCookies: boolean;
  /** Where the answer waits for the next page (sealed with the session's secret). */
  formFlash: FormFlashCookie;
  log: Logger;
}) {
  const parse = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 20 });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isNativeFormPost(req)) return next();
    const refused = crossSiteRefusal(req, opts.publicUrl);
    if (refused) return pageAnswer(res, 403, 'Not sent', `${refused} Please use the form on this site.`);
    try {
      await new Promise<void>((resolve, reject) => parse(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
    } catch {
      return pageAnswer(res, 413, 'Not sent', 'The form was too large to send. Please shorten it and try again.');
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Fields = {};
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
    const form = NATIVE_FORMS.find((name) => name === fields[FORM_FIELD]);
    if (!form) return next();
    // Every form posts to the page it is on, and comes back to it: a path no page answers
    // (`/PROFILE`, a typo) would do the work and then show the visitor a 404 without its answer.
    if (!FRAME_FORMS.has(form) && !opts.isPage(req.path)) return sendPlainPage(res, 404, NOT_FOUND_PAGE);
    // As for every body (request-shape.ts): no field takes a NUL, and none is written back into a page.
    if (Object.values(fields).some((value) => value.includes('\u0000'))) return pageAnswer(res, 400, 'Not sent', NUL_MESSAGE);

    // Back to the page the form is on (same path and query), never anywhere else.
    const back = safeRedirectPath(req.originalUrl) ?? '/';
    const values = Object.fromEntries(Object.entries(fields).filter(([key]) => !SECRET_FIELDS.has(key)));
    try {
      const ctx = await opts.createContext(req, res);
      // The procedure's own metadata decides its rate limit and what cached content it changes
      // (none of the public forms changes any): a form post never empties the cache by itself.
      const outcome = await NATIVE_FORM_HANDLERS[form](appRouter.createCaller(ctx), fields, req);
      if (outcome.preference) {
        const { name, value, maxAgeSeconds } = outcome.preference;
        res.cookie(name, value, { path: '/', maxAge: maxAgeSeconds * 1000, sameSite: 'lax', secure: opts.secureCookies, httpOnly: false });
      }
      if (outcome.success) await opts.formFlash.set(res, { form, values: outcome.values ?? {}, errors: {}, success: outcome.success });
      res.redirect(303, outcome.redirect ?? back);
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'UNAUTHORIZED' && SIGN_IN_AND_RETURN.has(form)) {
        // The session ended while the form was open: nothing was done. The sign-in page says so,
        // and signing in again comes back to the form.
        await opts.formFlash.set(res, { form: 'login', values: {}, errors: {}, message: sessionEndedMessage(form) });
        res.redirect(303, `/auth?redirect=${encodeURIComponent(RETURN_AFTER_SIGN_IN[form]?.(fields) ?? back)}`);
        return;
      }
      const flash = failureFlash(nextForm(form, error), values, error, opts.log);
      await opts.formFlash.set(res, flash);
      // (The account forms' step-up refusals are messages the page shows at a field: shared/field-of-message.ts.)
      const focusesField =
        FOCUS_FIRST_ERROR.has(form) && (Object.keys(flash.errors).length > 0 || fieldOfMessage(flash.message) !== undefined);
      // Else back at the item of a list the form acted on (an enrollment's card), or the page.
      res.redirect(303, focusesField ? `${back}${FIELDS_TO_FIX_FRAGMENT}` : (REFUSAL_LANDS_ON[form]?.(fields) ?? back));
    }
  };
}
