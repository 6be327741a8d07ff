CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_key" text NOT NULL,
	"entity_id" integer,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"path" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"publication_date" timestamp with time zone,
	"source_updated_at" timestamp with time zone NOT NULL,
	"title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_key" ON "search_documents" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "search_documents_entity_idx" ON "search_documents" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "search_documents_locale_type_idx" ON "search_documents" USING btree ("locale","type");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_tags_idx" ON "search_documents" USING gin ("tags");
