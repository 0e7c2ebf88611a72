CREATE TABLE "image_variants" (
	"sha256" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"format" varchar(8) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_sha256_width_format_pk" PRIMARY KEY("sha256","width","format")
);
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_sha256_images_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."images"("sha256") ON DELETE cascade ON UPDATE no action;