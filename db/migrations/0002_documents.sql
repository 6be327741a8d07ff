CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"document_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"grouped_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_path" text NOT NULL,
	"cdn_paths" jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("body", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_key_key" ON "documents" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_file_path_key" ON "documents" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "documents_grouped_tags_idx" ON "documents" USING gin ("grouped_tags");--> statement-breakpoint
CREATE INDEX "documents_document_types_idx" ON "documents" USING gin ("document_types");--> statement-breakpoint
CREATE INDEX "documents_title_idx" ON "documents" USING btree ("title");
