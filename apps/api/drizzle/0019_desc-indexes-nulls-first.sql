DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "card_payments_company_created_idx";--> statement-breakpoint
DROP INDEX "card_payments_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "conversations_company_idx";--> statement-breakpoint
DROP INDEX "conversations_traveller_idx";--> statement-breakpoint
DROP INDEX "credit_ledger_company_idx";--> statement-breakpoint
DROP INDEX "email_outbox_created_idx";--> statement-breakpoint
DROP INDEX "quotes_company_created_idx";--> statement-breakpoint
DROP INDEX "receipts_company_issued_idx";--> statement-breakpoint
DROP INDEX "reviews_company_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "card_payments_company_created_idx" ON "card_payments" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "card_payments_created_idx" ON "card_payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_company_idx" ON "conversations" USING btree ("company_id","kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_traveller_idx" ON "conversations" USING btree ("traveller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "credit_ledger_company_idx" ON "credit_ledger" USING btree ("company_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_company_created_idx" ON "quotes" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "receipts_company_issued_idx" ON "receipts" USING btree ("company_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_company_created_idx" ON "reviews" USING btree ("company_id","created_at" DESC NULLS FIRST);