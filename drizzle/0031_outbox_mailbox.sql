DROP INDEX "email_outbox_recipient_kind_idx";--> statement-breakpoint
-- Rows queued before this column: their address in lower case stands for its mailbox (their caps
-- lapse within the hour anyway).
ALTER TABLE "email_outbox" ADD COLUMN "mailbox" varchar(254);--> statement-breakpoint
UPDATE "email_outbox" SET "mailbox" = lower("to_address") WHERE "kind" <> 'newsletter.issue';--> statement-breakpoint
CREATE INDEX "email_outbox_mailbox_kind_idx" ON "email_outbox" USING btree ("mailbox","kind","created_at");
