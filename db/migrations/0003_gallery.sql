CREATE TABLE "gallery_items" (
	"id" text PRIMARY KEY NOT NULL,
	"medium" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"slug" text,
	"video_platform" text,
	"video_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gallery_items_medium_created_idx" ON "gallery_items" USING btree ("medium","created_at");--> statement-breakpoint
CREATE INDEX "gallery_items_categories_idx" ON "gallery_items" USING gin ("categories");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_items_slug_key" ON "gallery_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "gallery_items_video_idx" ON "gallery_items" USING btree ("video_platform","video_id");
