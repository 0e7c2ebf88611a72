-- Enrollments made before payment codes existed get DCE-0<id>: new codes are drawn from an
-- alphabet without 0 (see src/server/services/payment-code.ts), so the two can never collide.
UPDATE "enrollments" SET "payment_code" = 'DCE-0' || "id"::text WHERE "payment_code" IS NULL;
