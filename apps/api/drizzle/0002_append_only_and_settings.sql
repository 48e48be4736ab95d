-- The audit log and the wallet ledger are append-only: history that can be edited is not evidence.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_append_only
  BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
INSERT INTO settings (key, value) VALUES
  ('request_price_cents', '2500'),
  ('buyer_cap', '5'),
  ('welcome_credit_cents', '0')
ON CONFLICT (key) DO NOTHING;
