CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"lead_email" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"location_override" boolean DEFAULT false NOT NULL,
	"showroom" boolean DEFAULT false NOT NULL,
	"showroom_photo" jsonb,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"territory_kind" text NOT NULL,
	"territory_miles" integer,
	"territory_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_slug_key" ON "dealers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dealers_location_idx" ON "dealers" USING btree ("lat","lng") WHERE "dealers"."active";--> statement-breakpoint
CREATE INDEX "dealers_territory_areas_idx" ON "dealers" USING gin ("territory_areas");--> statement-breakpoint
CREATE INDEX "dealers_name_idx" ON "dealers" USING btree ("name");