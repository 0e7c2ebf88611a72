DROP INDEX "enrollments_payment_reference_idx";--> statement-breakpoint
CREATE INDEX "enrollments_payment_reference_key_idx" ON "enrollments" USING btree (lower(btrim("payment_reference")));