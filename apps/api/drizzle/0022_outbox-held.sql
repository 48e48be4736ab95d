-- A "held" email is kept in the outbox and never sent: mail to an unconfirmed address beyond its ration
-- (docs/operations.md, "Mail to unconfirmed addresses"). The admin sees it in Outbox.
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_valid";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_valid" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'held'));