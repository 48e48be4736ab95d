CREATE TABLE "card_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"session_id" text NOT NULL,
	"payment_intent" text,
	"created_by" integer,
	"ledger_id" bigint,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_amount_positive" CHECK ("card_payments"."amount_cents" > 0),
	CONSTRAINT "card_payments_refund_range" CHECK ("card_payments"."refunded_cents" >= 0 and "card_payments"."refunded_cents" <= "card_payments"."amount_cents"),
	CONSTRAINT "card_payments_status_valid" CHECK ("card_payments"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"company_id" integer NOT NULL,
	"card_payment_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_reference" text,
	"billing" jsonb NOT NULL,
	"issuer" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_valid";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_legal_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "monthly_spend_limit_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_threshold_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "low_balance_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_ledger_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_session_unique" ON "card_payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "card_payments_company_created_idx" ON "card_payments" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_payments_created_idx" ON "card_payments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_seq_unique" ON "receipts" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_card_payment_unique" ON "receipts" USING btree ("card_payment_id");--> statement-breakpoint
CREATE INDEX "receipts_company_issued_idx" ON "receipts" USING btree ("company_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_valid" CHECK ("credit_ledger"."kind" in ('top_up', 'welcome', 'purchase', 'refund', 'adjustment', 'card_top_up', 'card_refund'));