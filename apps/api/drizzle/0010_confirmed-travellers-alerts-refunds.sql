CREATE TABLE "email_unsubscribes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_unsubscribes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"list" text NOT NULL,
	"token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_list_valid" CHECK ("email_unsubscribes"."list" in ('lead-alerts', 'marketing')),
	CONSTRAINT "email_unsubscribes_email_lower" CHECK ("email_unsubscribes"."email" = lower("email_unsubscribes"."email"))
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_status_valid";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirm_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "deleted_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_alerts" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_digest_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribes_email_list_unique" ON "email_unsubscribes" USING btree ("email","list");--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribes_token_unique" ON "email_unsubscribes" USING btree ("token");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_leads_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_email_country_idx" ON "leads" USING btree ("email","country","created_at" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "leads_went_live_idx" ON "leads" USING btree ("went_live_at") WHERE deleted_at is null and went_live_at is not null;--> statement-breakpoint
CREATE INDEX "leads_pending_created_idx" ON "leads" USING btree ("created_at") WHERE status = 'pending' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of") WHERE duplicate_of is not null;--> statement-breakpoint
CREATE INDEX "purchases_quote_due_idx" ON "purchases" USING btree ("quote_due_at") WHERE slot_released_at is null and refunded_at is null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_valid" CHECK ("leads"."status" in ('pending', 'open', 'accepted', 'archived', 'expired'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lead_alerts_valid" CHECK ("users"."lead_alerts" in ('instant', 'daily', 'off'));--> statement-breakpoint
-- every lead companies could see so far went live when it was posted
UPDATE "leads" SET "went_live_at" = "created_at" WHERE "status" <> 'pending';
