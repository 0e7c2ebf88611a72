-- News is dated and ordered by when it was first published, not by when its draft was begun
-- (probe 34, F3: an article drafted on the 1st and published on the 20th read "1st" and sat below
-- the news of the weeks between). The database sets the date when an article is first published,
-- whichever path publishes it (the admin dialog, REST, a seed, psql); a later unpublish and
-- republish keeps the first date, so a correction does not move an article to the top.
-- Articles already published are dated as before (their creation), so nothing moves today.
DROP INDEX "blog_posts_published_created_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_posts" SET "published_at" = "created_at" WHERE "published";--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published","published_at","id");--> statement-breakpoint
CREATE FUNCTION dce_date_first_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published AND NEW.published_at IS NULL THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_date_first_publication
  BEFORE INSERT OR UPDATE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION dce_date_first_publication();
