DROP INDEX "enrollments_status_idx";--> statement-breakpoint
DROP INDEX "blog_posts_published_created_idx";--> statement-breakpoint
DROP INDEX "subscribers_subscribed_idx";--> statement-breakpoint
CREATE INDEX "subscribers_subscribed_at_idx" ON "subscribers" USING btree ("subscribed_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_status_idx" ON "enrollments" USING btree ("payment_status","enrolled_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_created_idx" ON "blog_posts" USING btree ("published","created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_subscribed_idx" ON "subscribers" USING btree ("subscribed","subscribed_at","id");