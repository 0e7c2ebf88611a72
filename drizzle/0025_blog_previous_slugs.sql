-- An article keeps the slugs it was published under before, so a link shared before an admin
-- changed its slug leads to it (a 301 from /news/<old>) instead of 'News Article Not Found'.
ALTER TABLE "blog_posts" ADD COLUMN "previous_slugs" varchar(200)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_previous_slugs_idx" ON "blog_posts" USING gin ("previous_slugs");