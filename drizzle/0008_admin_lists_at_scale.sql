CREATE TABLE "row_counts" (
	"table_name" varchar(63) NOT NULL,
	"grp" varchar(20) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_grp_pk" PRIMARY KEY("table_name","grp")
);
--> statement-breakpoint
DROP INDEX "contact_messages_status_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_at_idx" ON "enrollments" USING btree ("enrolled_at","payment_status");--> statement-breakpoint
CREATE INDEX "enrollments_confirmed_decided_at_idx" ON "enrollments" USING btree ("decided_at","payment_method","course_id") WHERE "enrollments"."payment_status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_subject_trgm_idx" ON "contact_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_email_trgm_idx" ON "subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_unsubscribed_at_idx" ON "subscribers" USING btree ("unsubscribed_at") WHERE not "subscribers"."subscribed";--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");