-- One-line fields (a name, a title, a payment reference) are kept on one line from now on: a line
-- break in one let a learner write lines of their own into the admin's payment mail (probe 22, D2).
-- Text stored before the rule is put on one line here, as the schemas' line() does: each run of line
-- breaks and tabs (with NEL and the Unicode line and paragraph separators) becomes one space.
UPDATE "users" SET "full_name" = regexp_replace("full_name", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "full_name" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "enrollments" SET "payment_reference" = regexp_replace("payment_reference", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "payment_reference" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "contact_messages" SET "name" = regexp_replace("name", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "name" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "contact_messages" SET "subject" = regexp_replace("subject", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "subject" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "blog_posts" SET "title" = regexp_replace("title", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "title" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "courses" SET "title" = regexp_replace("title", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "title" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "courses" SET "duration" = regexp_replace("duration", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "duration" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "courses" SET "format" = regexp_replace("format", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "format" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "events" SET "title" = regexp_replace("title", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "title" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "events" SET "location" = regexp_replace("location", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "location" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "site_settings" SET "company_name" = regexp_replace("company_name", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "company_name" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "site_settings" SET "company_tagline" = regexp_replace("company_tagline", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "company_tagline" ~ '[\t\n\r\u0085\u2028\u2029]';
--> statement-breakpoint
UPDATE "site_settings" SET "office_hours" = regexp_replace("office_hours", '[\t\n\r\u0085\u2028\u2029]+', ' ', 'g') WHERE "office_hours" ~ '[\t\n\r\u0085\u2028\u2029]';
