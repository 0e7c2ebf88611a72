ALTER TABLE "site_settings" ADD COLUMN "telegram_url" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "discord_url" text;