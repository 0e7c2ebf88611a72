/**
 * A form sent by the browser itself (before the page's code is live, or without it) is sent once
 * per press, not once per tap. On a slow phone the page does not change for seconds after Send,
 * and a second tap started a second post: the contact form's message reached the admins twice, and
 * a second "Create Account" answered "That username is already taken" for the account the first had
 * just made (probe 54, F1). This inline script, in the head of every page (the root route writes
 * it with the CSP nonce), lets the first native POST of a form go and stops the same form's next
 * ones for ten seconds, long enough for a double tap and a moment of doubt, short enough that a
 * real retry on a stalled network still goes. The button that sent it looks pressed and waiting
 * (`data-tapped-early`, app.css) and is `aria-busy`.
 *
 * It marks a form as sent in the bubble phase, after React's own listeners: a submit the app
 * handled (`preventDefault`, once its code is live) is not the browser's and marks nothing. It holds
 * in the capture phase, before them: a second tap that falls after the code came alive must not
 * reach the app's handler either (review 56: the live form then sent the same account again). A page
 * brought back by the Back button (the back/forward cache) forgets what was sent. GET forms
 * (search) are never held: asking again is harmless and may ask something else.
 * The server takes the same contact message twice as one too (services/contact-messages.ts).
 */
export const SAME_FORM_HELD_MS = 10_000;

export const NATIVE_SUBMIT_ONCE_SCRIPT = `(function (w) {
  function sentAt(f) { return f && typeof f.getAttribute === 'function' ? Number(f.getAttribute('data-sent-at') || 0) : 0; }
  w.addEventListener('submit', function (e) {
    if (Date.now() - sentAt(e.target) < ${SAME_FORM_HELD_MS}) { e.preventDefault(); e.stopImmediatePropagation(); }
  }, true);
  w.addEventListener('submit', function (e) {
    var f = e.target, b = e.submitter;
    if (e.defaultPrevented || !f || typeof f.getAttribute !== 'function' || (f.getAttribute('method') || '').toLowerCase() !== 'post') return;
    f.setAttribute('data-sent-at', String(Date.now()));
    if (b && typeof b.setAttribute === 'function') { b.setAttribute('aria-busy', 'true'); b.setAttribute('data-tapped-early', ''); }
  });
  w.addEventListener('pageshow', function (e) {
    if (!e.persisted) return;
    w.document.querySelectorAll('form[data-sent-at]').forEach(function (f) { f.removeAttribute('data-sent-at'); });
    w.document.querySelectorAll('button[data-tapped-early]').forEach(function (b) { b.removeAttribute('data-tapped-early'); b.removeAttribute('aria-busy'); });
  });
})(window)`;
