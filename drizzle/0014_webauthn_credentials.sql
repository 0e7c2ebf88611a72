CREATE TABLE "webauthn_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" varchar(1400) NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webauthn_used_challenges" (
	"challenge" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webauthn_credentials" ADD CONSTRAINT "webauthn_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webauthn_credentials_credential_id_idx" ON "webauthn_credentials" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "webauthn_credentials_user_idx" ON "webauthn_credentials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webauthn_used_challenges_expires_idx" ON "webauthn_used_challenges" USING btree ("expires_at");--> statement-breakpoint
-- The passkey list is a signed-in answer the private cache may keep: its writes are announced like
-- every other table the site reads (0007_change_notifications.sql). Used challenges are never read
-- by a page, so like rate_limits they have no trigger.
CREATE TRIGGER webauthn_credentials_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON webauthn_credentials FOR EACH STATEMENT EXECUTE FUNCTION dce_notify_table_change();
