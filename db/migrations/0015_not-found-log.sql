CREATE TABLE "not_found_hits" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_host" text
);
--> statement-breakpoint
CREATE INDEX "not_found_hits_last_seen" ON "not_found_hits" USING btree ("last_seen");