DROP INDEX "leads_email_lower_idx";--> statement-breakpoint
CREATE INDEX "leads_country_type_status_start_idx" ON "leads" USING btree ("country","trip_type","status","start_date","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));