CREATE TABLE "lead_offer_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_offer_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "lead_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"submission_id" uuid NOT NULL,
	"dealer" jsonb NOT NULL,
	"by_hand" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_routing" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"chosen_dealer" text,
	"place" text,
	"state" text DEFAULT 'routing' NOT NULL,
	"next_step_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_offer_attempts" ADD CONSTRAINT "lead_offer_attempts_delivery_id_lead_offers_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_submission_id_lead_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."lead_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing" ADD CONSTRAINT "lead_routing_submission_id_lead_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."lead_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_offers_submission_idx" ON "lead_offers" USING btree ("submission_id","offered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_offers_one_open_key" ON "lead_offers" USING btree ("submission_id") WHERE "lead_offers"."decision" is null;--> statement-breakpoint
CREATE INDEX "lead_offers_due_idx" ON "lead_offers" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lead_routing_due_idx" ON "lead_routing" USING btree ("next_step_at") WHERE "lead_routing"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "lead_routing_state_idx" ON "lead_routing" USING btree ("state");