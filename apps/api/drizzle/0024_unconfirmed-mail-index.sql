-- The rations of mail to unconfirmed addresses (modules/marketing/unconfirmed-mail.ts) count the last day of
-- these three templates at each public form post; the partial index keeps that to those rows.
CREATE INDEX "email_outbox_unconfirmed_idx" ON "email_outbox" USING btree ("created_at") WHERE template in ('savings-guide', 'discount-claim', 'contact-received');