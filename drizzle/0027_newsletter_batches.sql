ALTER TABLE "newsletter_issues" ADD COLUMN "site_url" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "queued_through" integer;--> statement-breakpoint
CREATE INDEX "newsletter_issues_queueing_idx" ON "newsletter_issues" USING btree ("id") WHERE "newsletter_issues"."queued_through" is not null;