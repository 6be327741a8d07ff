ALTER TABLE "entities" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "unpublish_scheduled_by" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "unpublish_scheduled_by_id" text;--> statement-breakpoint
CREATE INDEX "entities_unpublish_at_idx" ON "entities" USING btree ("unpublish_at");