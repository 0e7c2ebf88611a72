/**
 * What learners read where the site would email them, while it cannot send mail (no SMTP_URL: the
 * server only logs mails and keeps them in the outbox). They were told a link had been sent that
 * could never arrive (probe 67, F2). The contact page works without mail, so it is where they go.
 * With mail configured none of this is shown.
 */
export const CONTACT_PAGE_PATH = '/contact';

export const CANNOT_SEND_MAIL = 'This site cannot send email yet';
export const WRITE_TO_US = 'Write to us through the contact page and we will help.';

/** 'Forgot password?' answered without mail: the same for every address, so it says nothing about accounts. */
export const PASSWORD_RESET_NO_MAIL = `${CANNOT_SEND_MAIL}, so no reset link was sent. ${WRITE_TO_US}`;

export const emailChangeNoMail = (email: string) =>
  `${CANNOT_SEND_MAIL}, so no confirmation link was sent to ${email} and your email address has not changed. ${WRITE_TO_US}`;

/**
 * A newsletter is nothing but mail: without outgoing mail it would be "sent" to the log, listed
 * as sent, and its identical resend refused for an hour once mail works. It is refused instead.
 */
const NEWSLETTERS_NEED_MAIL = `${CANNOT_SEND_MAIL} (outgoing mail is not set up on the server), so newsletters cannot be sent`;
const SEE_CHECKLIST = 'The launch checklist on the dashboard says what is missing.';
/** Said in the newsletter dialog before anything is pressed. */
export const NEWSLETTER_NO_MAIL_NOTICE = `${NEWSLETTERS_NEED_MAIL}. ${SEE_CHECKLIST}`;
/** The server's refusal of a send or a test copy. */
export const NEWSLETTER_NO_MAIL = `${NEWSLETTERS_NEED_MAIL}: nothing was sent. ${SEE_CHECKLIST}`;
