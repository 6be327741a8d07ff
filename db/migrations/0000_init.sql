CREATE TABLE "entities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"path" text NOT NULL,
	"slug" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publication_date" timestamp with time zone,
	"published" jsonb,
	"draft" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "entities_locale_path_key" ON "entities" USING btree ("locale","path");--> statement-breakpoint
CREATE INDEX "entities_slug_idx" ON "entities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "entities_type_idx" ON "entities" USING btree ("type","publication_date");