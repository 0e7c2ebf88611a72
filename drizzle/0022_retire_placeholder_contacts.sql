-- Contact details that earlier versions seeded (never real) are cleared once, here, instead of
-- being read as "not set" on every read: that rule also threw away the same text when an
-- administrator typed it (a real office in Roseau; probe of 2026-11-29). Only where no
-- administrator has saved the company record since (contact_confirmed_at is null).
UPDATE "site_settings" SET "contact_email" = '' WHERE "contact_email" = 'info@dominicacrypto.dm' AND "contact_confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "site_settings" SET "contact_phone" = NULL WHERE "contact_phone" = '+1 (767) 448-0000' AND "contact_confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "site_settings" SET "office_address" = NULL WHERE "office_address" = 'Roseau, Commonwealth of Dominica' AND "contact_confirmed_at" IS NULL;
