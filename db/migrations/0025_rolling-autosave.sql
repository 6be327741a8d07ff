ALTER TABLE "entity_versions" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "entity_versions" ADD COLUMN "autosaved_from" integer;