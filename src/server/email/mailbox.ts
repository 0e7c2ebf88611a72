/**
 * The mailbox an address delivers to, as far as a cap on mail needs to know: `Victim+1@Example.com`,
 * `victim+2@example.com` and, at Gmail, `v.ictim@googlemail.com` all reach one person. The outbox
 * counts capped mail per mailbox (outbox.ts, MAILS_PER_HOUR), so made-up variants of one address
 * do not each get the hour's share. Mail is still sent to the address as typed.
 *
 * validator's normalizeEmail knows the big providers' rules (Gmail's dots and googlemail.com, the
 * sub-addresses of Gmail, Outlook, Yahoo and iCloud). Past that, a `+tag` is dropped at every
 * domain: most mail servers deliver it to the same box, and two people whose addresses differ only
 * by a tag sharing one hourly cap costs nothing.
 */
import normalizeEmail from 'validator/lib/normalizeEmail';

export function mailboxOf(address: string): string {
  const normalized = normalizeEmail(address.trim()) || address.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf('+');
  return (plus > 0 ? local.slice(0, plus) : local) + normalized.slice(at);
}
