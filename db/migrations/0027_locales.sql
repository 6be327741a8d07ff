ALTER TABLE "entities" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "source_revision" integer;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_translation_of_entities_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entities_translation_locale_key" ON "entities" USING btree ("translation_of","locale");