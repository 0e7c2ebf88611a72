ALTER TABLE "email_outbox" ADD COLUMN "mailbox" varchar(254);--> statement-breakpoint
-- Only the last hour's rows count towards a cap: older ones keep a null mailbox (as a newsletter
-- issue's copies do), so the update stays small on a long-lived outbox.
UPDATE "email_outbox" SET "mailbox" = lower("to_address") WHERE "kind" <> 'newsletter.issue' AND "created_at" > now() - interval '1 hour';--> statement-breakpoint
CREATE INDEX "email_outbox_mailbox_kind_idx" ON "email_outbox" USING btree ("mailbox","kind","created_at");--> statement-breakpoint
-- Dropped last: the old processes of a rolling deploy count with it until the new index exists.
DROP INDEX "email_outbox_recipient_kind_idx";
