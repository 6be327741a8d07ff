CREATE TABLE "lead_fill_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_fill_tokens_expires_idx" ON "lead_fill_tokens" USING btree ("expires_at");