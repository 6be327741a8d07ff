ALTER TABLE "documents" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only the seed import wrote documents and gallery items. Redirects stay false: editors
-- made some by moving pages, and the next import claims those that match content/redirects.ts.
UPDATE "documents" SET "seeded" = true;--> statement-breakpoint
UPDATE "gallery_items" SET "seeded" = true;
