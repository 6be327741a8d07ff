ALTER TABLE "media_items" ADD COLUMN "focal_x" integer;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "focal_y" integer;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_focal_point" CHECK (("media_items"."focal_x" is null) = ("media_items"."focal_y" is null) and "media_items"."focal_x" between 0 and 100 and "media_items"."focal_y" between 0 and 100);