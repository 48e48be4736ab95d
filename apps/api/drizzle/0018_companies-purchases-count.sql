ALTER TABLE "companies" ADD COLUMN "purchases_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- My Leads' total, kept with every purchase whatever inserts it (buyLead, the demo data, the bench
-- seed): purchases are never deleted, a refund keeps the row
CREATE FUNCTION count_company_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET purchases_count = purchases_count + 1 WHERE id = NEW.company_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_count_company
  AFTER INSERT ON purchases
  FOR EACH ROW EXECUTE FUNCTION count_company_purchase();
--> statement-breakpoint
UPDATE companies c SET purchases_count = s.n
  FROM (SELECT company_id, count(*)::int AS n FROM purchases GROUP BY company_id) s
  WHERE s.company_id = c.id;
