-- An enrollment keeps the price it was made at (US cents): what the learner owes and what a
-- confirmed enrollment brought in no longer follow later changes to the course's price.
-- Existing enrollments take their course's price today: the price they were made at was not kept.
ALTER TABLE "enrollments" ADD COLUMN "price" integer;--> statement-breakpoint
UPDATE "enrollments" SET "price" = "courses"."price" FROM "courses" WHERE "courses"."id" = "enrollments"."course_id";--> statement-breakpoint
ALTER TABLE "enrollments" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
DROP INDEX "enrollments_confirmed_decided_at_idx";--> statement-breakpoint
CREATE INDEX "enrollments_confirmed_decided_at_idx" ON "enrollments" USING btree ("decided_at","payment_method","price") WHERE "enrollments"."payment_status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_price_check" CHECK ("enrollments"."price" >= 0);
