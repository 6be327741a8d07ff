-- No statistics on the text vector, so the planner takes its default share of matches for a term
-- and finds them through the GIN index, which answers without reading the (compressed, out of line)
-- vectors; with statistics it seq-scans common terms and decompresses every vector (10x slower at
-- 10,000 pages). ANALYZE keeps the old statistics of a column set to 0: the column is made anew.
-- docs/decisions/0027-search-at-scale.md
ALTER TABLE "search_documents" DROP COLUMN "document";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "document" SET STATISTICS 0;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");
