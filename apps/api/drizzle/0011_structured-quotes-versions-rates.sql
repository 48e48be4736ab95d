CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(18, 8) NOT NULL,
	"as_of" date NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_valid" CHECK ("exchange_rates"."currency" in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "exchange_rates_per_usd_positive" CHECK ("exchange_rates"."per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price_basis" text DEFAULT 'total' NOT NULL,
	"trip_duration" text NOT NULL,
	"message" text NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accommodation_standard" text,
	"deposit_percent" smallint,
	"cancellation_terms" text,
	"flights_included" boolean DEFAULT false NOT NULL,
	"valid_until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_version_positive" CHECK ("quote_versions"."version" >= 1),
	CONSTRAINT "quote_versions_currency_valid" CHECK ("quote_versions"."currency" in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "quote_versions_price_basis_valid" CHECK ("quote_versions"."price_basis" in ('total', 'per_person')),
	CONSTRAINT "quote_versions_accommodation_standard_valid" CHECK ("quote_versions"."accommodation_standard" in ('guesthouse', 'three_star', 'four_star', 'five_star', 'self_catering', 'mixed'))
);
--> statement-breakpoint
-- Quotes stored before lists (issue 14): their free-text inclusions and exclusions become lists, the way
-- splitLegacyItems in packages/contract/src/quote-items.ts reads such a string (a test checks they agree).
CREATE FUNCTION "tt_legacy_items"(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  WITH pieces AS (
    SELECT regexp_replace(p, '^\s+|\s+$', '', 'g') AS piece, ord
    FROM unnest(regexp_split_to_array(coalesce(t, ''), E'[\n\r,;•]+')) WITH ORDINALITY AS x(p, ord)
  ),
  names(name, key, pos) AS (
    VALUES
      ('accommodation', 'accommodation', 0),
      ('breakfast', 'breakfast', 1),
      ('other_meals', 'other_meals', 2),
      ('other meals', 'other_meals', 2),
      ('private_guide', 'private_guide', 3),
      ('private guide', 'private_guide', 3),
      ('driver', 'driver', 4),
      ('transfers', 'transfers', 5),
      ('car_hire', 'car_hire', 6),
      ('car hire', 'car_hire', 6),
      ('fuel', 'fuel', 7),
      ('rail_travel', 'rail_travel', 8),
      ('rail travel', 'rail_travel', 8),
      ('ferries', 'ferries', 9),
      ('entrance_fees', 'entrance_fees', 10),
      ('entrance fees', 'entrance_fees', 10),
      ('activities', 'activities', 11),
      ('flights', 'flights', 12),
      ('travel_insurance', 'travel_insurance', 13),
      ('travel insurance', 'travel_insurance', 13),
      ('tips', 'tips', 14),
      ('tips and gratuities', 'tips', 14)
  ),
  items AS (
    SELECT coalesce(n.key, CASE WHEN left(p.piece, 300) ~ '^[a-z]+(_[a-z]+)*$'
        THEN upper(left(p.piece, 1)) || substr(left(p.piece, 300), 2) ELSE left(p.piece, 300) END) AS item,
      coalesce(n.pos, 1000 + p.ord) AS sort_key
    FROM pieces p LEFT JOIN names n ON n.name = regexp_replace(lower(p.piece), '\s+', ' ', 'g')
    WHERE p.piece <> ''
  ),
  firsts AS (
    SELECT DISTINCT ON (lower(item)) item, sort_key FROM items ORDER BY lower(item), sort_key
  )
  SELECT coalesce(jsonb_agg(item ORDER BY sort_key), '[]'::jsonb)
  FROM (SELECT item, sort_key FROM firsts ORDER BY sort_key LIMIT 40) f
$$;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "inclusions" SET DATA TYPE jsonb USING "tt_legacy_items"("inclusions");--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "inclusions" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "inclusions" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "exclusions" SET DATA TYPE jsonb USING "tt_legacy_items"("exclusions");--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "exclusions" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "exclusions" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "price_basis" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accommodation_standard" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_version" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_unique" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_price_basis_valid" CHECK ("quotes"."price_basis" in ('total', 'per_person'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accommodation_standard_valid" CHECK ("quotes"."accommodation_standard" in ('guesthouse', 'three_star', 'four_star', 'five_star', 'self_catering', 'mixed'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_percent_range" CHECK ("quotes"."deposit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_decline_reason_code_valid" CHECK ("quotes"."decline_reason_code" in ('price', 'itinerary', 'inclusions', 'slow_response', 'booked_elsewhere', 'plans_changed', 'other', 'other_accepted', 'request_closed'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_items_arrays" CHECK (jsonb_typeof("quotes"."inclusions") = 'array' and jsonb_typeof("quotes"."exclusions") = 'array');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_currency_valid" CHECK ("users"."display_currency" in ('USD', 'EUR', 'GBP'));--> statement-breakpoint
DROP FUNCTION "tt_legacy_items"(text);--> statement-breakpoint
-- every quote so far is its own version 1; an accepted one was accepted as it stands
INSERT INTO "quote_versions" ("quote_id", "version", "price_cents", "currency", "price_basis", "trip_duration",
  "message", "inclusions", "exclusions", "itinerary", "accommodation_standard", "deposit_percent",
  "cancellation_terms", "flights_included", "valid_until", "created_by", "created_at")
SELECT "id", 1, "price_cents", "currency", "price_basis", "trip_duration", "message", "inclusions", "exclusions",
  "itinerary", "accommodation_standard", "deposit_percent", "cancellation_terms", "flights_included",
  "valid_until", "user_id", "created_at"
FROM "quotes";--> statement-breakpoint
UPDATE "quotes" SET "accepted_version" = "version" WHERE "status" = 'accepted';--> statement-breakpoint
-- the reasons the platform wrote when it declined quotes itself (QUOTE_MESSAGES in packages/contract/src/quotes.ts)
UPDATE "quotes" SET "decline_reason_code" = CASE
    WHEN "decline_reason" = 'The traveller accepted another proposal.' THEN 'other_accepted'
    WHEN "decline_reason" = 'The traveller closed this trip request.' THEN 'request_closed'
    ELSE 'other' END
  WHERE "status" = 'declined' AND "decline_reason" IS NOT NULL;--> statement-breakpoint
-- rates to start with, dated the day this migration was written; the admin keeps them in Settings
INSERT INTO "exchange_rates" ("currency", "per_usd", "as_of") VALUES
  ('USD', 1, '2026-11-26'), ('EUR', 0.86, '2026-11-26'), ('GBP', 0.76, '2026-11-26');
