ALTER TABLE "leads" DROP CONSTRAINT "leads_status_valid";--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_valid";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "balance_after_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "budget_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_verified_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "countries_served" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trip_types_served" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_licence_verified_by_users_id_fk" FOREIGN KEY ("licence_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_countries_served_valid" CHECK ("companies"."countries_served" <@ array['ireland', 'uk', 'scotland']::text[]);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_trip_types_served_valid" CHECK ("companies"."trip_types_served" <@ array['active', 'sightseeing', 'city', 'cultural']::text[]);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_valid" CHECK ("leads"."status" in ('pending', 'open', 'accepted', 'archived'));--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_valid" CHECK ("one_time_tokens"."purpose" in ('claim', 'confirm', 'invite', 'reset'));