ALTER TABLE "leads" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_locale_valid" CHECK ("leads"."locale" in ('en', 'de', 'fr', 'es', 'it'));