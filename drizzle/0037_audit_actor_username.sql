-- The audit log keeps who made each change by name, so deleting the account no longer erases it
-- (probe 77, F4). Rows of accounts still there get their username now; those already deleted
-- cannot be named any more.
ALTER TABLE "audit_log" ADD COLUMN "actor_username" varchar(60);--> statement-breakpoint
UPDATE "audit_log" SET "actor_username" = "users"."username" FROM "users" WHERE "users"."id" = "audit_log"."actor_id";
