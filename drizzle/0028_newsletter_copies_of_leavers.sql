-- A newsletter copy is not sent to an address that has left the list since the copy was queued
-- (probe 31, F1): unsubscribed by its link or one click, switched off or deleted by an admin, or
-- its address changed. Copies are queued in batches and retried for hours while the mail server
-- is down, and nothing looked at the list again before sending. Here, in the database, so no path
-- that changes a subscriber (today's or a later one) has to remember it. The copy is kept, marked
-- failed with the reason, so the admin's mail view says why it did not go.
CREATE FUNCTION dce_withdraw_newsletter_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT NEW.subscribed OR NEW.email IS DISTINCT FROM OLD.email THEN
    UPDATE email_outbox
      SET status = 'failed', locked_until = NULL,
          last_error = 'Not sent: the address left the newsletter list after this copy was queued.'
      WHERE kind = 'newsletter.issue'
        AND to_address = OLD.email
        AND (status = 'pending' OR (status = 'sending' AND locked_until <= now()));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscribers_withdraw_newsletter_copies
  AFTER UPDATE OR DELETE ON subscribers
  FOR EACH ROW WHEN (OLD.subscribed)
  EXECUTE FUNCTION dce_withdraw_newsletter_copies();
