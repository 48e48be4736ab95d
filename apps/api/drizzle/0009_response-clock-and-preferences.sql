CREATE TABLE "company_lead_preferences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"trip_types" text[] DEFAULT '{}' NOT NULL,
	"travel_types" text[] DEFAULT '{}' NOT NULL,
	"min_people" integer DEFAULT 1 NOT NULL,
	"max_people" integer,
	"budget_bands" text[] DEFAULT '{}' NOT NULL,
	"max_days_until_start" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_lead_preferences_countries_valid" CHECK ("company_lead_preferences"."countries" <@ array['ireland', 'uk', 'scotland']::text[]),
	CONSTRAINT "company_lead_preferences_trip_types_valid" CHECK ("company_lead_preferences"."trip_types" <@ array['active', 'sightseeing', 'city', 'cultural']::text[]),
	CONSTRAINT "company_lead_preferences_travel_types_valid" CHECK ("company_lead_preferences"."travel_types" <@ array['self-drive', 'tour-guide', 'coach-bus', 'dont-know']::text[]),
	CONSTRAINT "company_lead_preferences_budget_bands_valid" CHECK ("company_lead_preferences"."budget_bands" <@ array['low', 'medium', 'high']::text[]),
	CONSTRAINT "company_lead_preferences_people_range" CHECK ("company_lead_preferences"."min_people" >= 1 and ("company_lead_preferences"."max_people" is null or "company_lead_preferences"."max_people" >= "company_lead_preferences"."min_people"))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "slots_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "quote_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "slot_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_lead_preferences" ADD CONSTRAINT "company_lead_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_lead_preferences" ADD CONSTRAINT "company_lead_preferences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- every purchase so far holds its slot; those bought before the response clock get a full deadline from now
UPDATE "leads" SET "slots_held" = "purchases_count";--> statement-breakpoint
UPDATE "purchases" SET "quote_due_at" = greatest("created_at", now()) + interval '48 hours' WHERE "quote_due_at" IS NULL;
