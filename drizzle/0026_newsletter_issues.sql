CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_issues_created_idx" ON "newsletter_issues" USING btree ("created_at");--> statement-breakpoint
-- Announced like every table the site reads (0007_change_notifications.sql): the admin's list of
-- sent issues is an answer the cache keeps.
CREATE TRIGGER newsletter_issues_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON newsletter_issues FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
