ALTER TABLE "entities" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
CREATE INDEX "entities_publish_at_idx" ON "entities" USING btree ("publish_at");