/**
 * The one-time answer to a form sent without its JavaScript (a native `<form method="post">`).
 * The server handles the post, keeps this in a short-lived cookie and redirects to the page
 * (post/redirect/get); the page's next render shows it and clears the cookie. Types and names
 * only: decoding and encoding are server code (src/server/forms/form-flash-cookie.ts).
 */

/** Every form a page may post natively; the hidden `_form` field names it. */
export const NATIVE_FORMS = [
  'login',
  /** The sign-in's second step (2FA code), a real form too (issue 25). */
  'login-2fa',
  'register',
  'forgot-password',
  'contact',
  'newsletter',
  'reset-password',
  'unsubscribe',
  'enroll',
  'account-password',
  'account-email',
  'account-delete',
  'confirm-email',
  /** The header's Logout: a real form too, so signing out needs no script (JS off, code not yet arrived). */
  'logout',
  /** A pending enrollment's payment reference on /profile. */
  'payment-reference',
  /** A pending enrollment's "Change how you pay" on /profile. */
  'payment-method',
  /** The footer's low-data switch: no procedure, the reader's choice in a cookie (shared/low-data.ts). */
  'low-data',
] as const;
export type NativeForm = (typeof NATIVE_FORMS)[number];

/**
 * What the sign-in page says to a reader whose session ended while a signed-in page's form was
 * open: the form was not carried out (probe 32, F3: the page said nothing, and a learner on a slow
 * phone could believe they had enrolled).
 */
export const SESSION_ENDED_UNSENT =
  'Your session ended before your form was sent, so nothing was saved. Sign in to go back to it and send it again.';

/**
 * The same for the two forms whose own success ends the session: a try whose answer was lost
 * (a dead link) may have changed the password or deleted the account, and the try after it is
 * refused as signed out. "Nothing was saved" was then false, and the learner signed in with the old
 * password and was refused (probe 74, F3). No mail is promised: a site may send none (probe 76, F3).
 */
export const SESSION_ENDED_MAYBE_DONE: Partial<Record<NativeForm, string>> = {
  'account-password':
    'Your session has ended, so this form was not sent now. If an earlier try got no answer, your password may already be changed: sign in with the new password, or with the old one if the new one is refused.',
  'account-delete':
    'Your session has ended, so this form was not sent now. If an earlier try got no answer, your account may already be deleted: sign in to find out, and if it still exists send this form again.',
};

/** What a form refused as signed out says: most were not carried out; two may have been. */
export const sessionEndedMessage = (form: NativeForm): string => SESSION_ENDED_MAYBE_DONE[form] ?? SESSION_ENDED_UNSENT;

/** What a logout says, scripted (a toast) or sent as a form (a notice on the next page). */
export const LOGGED_OUT_MESSAGE = 'You have been successfully logged out.';

/**
 * The spec's welcomes (section 8): a scripted sign-in's toast (its title and words), or, after a
 * sign-in or registration sent as a form, a notice on the page it leads to (`welcomeNotice`).
 */
export const signInWelcome = (fullName: string) => ({ title: 'Login successful', description: `Welcome back, ${fullName}!` });
export const registrationWelcome = (fullName: string) => ({ title: 'Registration successful', description: `Welcome, ${fullName}!` });
export const welcomeNotice = (welcome: { title: string; description: string }) => `${welcome.title}. ${welcome.description}`;

/** The forms whose answer shows on the page they lead to, in the frame (frame-notice.tsx). */
export const FRAME_NOTICE_FORMS = ['logout', 'login', 'login-2fa', 'register'] as const satisfies readonly NativeForm[];

/** The hidden field that says which form was sent. */
export const FORM_FIELD = '_form';

export interface FormFlash {
  form: NativeForm;
  /** What was typed (never a password), to fill the fields in again. */
  values: Record<string, string>;
  /** The spec's messages, by field name. */
  errors: Record<string, string>;
  /** An error that belongs to no field (wrong password, too many attempts). */
  message?: string;
  /** The success message after a send that succeeded. */
  success?: string;
}

/** Where the server puts the flash for the page's render (the query cache of the router). */
export const FORM_FLASH_QUERY_KEY = ['form-flash'] as const;

export const FORM_FLASH_COOKIE = 'dce_flash';

/**
 * The element on /profile that holds one enrollment's payment-reference form and its notice: where
 * that form's answer lands without script (a card is taller than a phone's screen).
 */
export const referenceFormAnchor = (enrollmentId: number) => `payment-reference-${enrollmentId}`;
