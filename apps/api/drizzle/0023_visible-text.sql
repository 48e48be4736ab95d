-- What a company sees of a lead's free text before it buys it, stored: title and special_requests with
-- emails, phone numbers and social handles masked (domain/contact-masking.ts). The rules (NFKC, numbers
-- written as words, "at"/"dot") are code, so the copies are computed in code when the text is written
-- (domain/visible-text.ts) and the marketplace search tests them instead of a regular expression
-- (docs/marketplace.md, "Contact details before purchase"). Adding nullable columns rewrites nothing.
ALTER TABLE "leads" ADD COLUMN "visible_title" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visible_special_requests" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visible_of" text;--> statement-breakpoint
CREATE INDEX "leads_visible_text_pending_idx" ON "leads" USING btree ("id") WHERE visible_of is null;--> statement-breakpoint
-- visible_of is the md5 of the text the copies were made from (visibleOf in domain/visible-text.ts, the
-- same words). A write of title or special_requests that does not bring copies of the new text (a path
-- that forgot them, a process of the previous release during a deploy, a bulk INSERT in SQL) empties
-- them: the company then sees no free text, never a stale copy with a new address in it, until
-- fillVisibleText computes them (at each start after the migrations, and a background job each minute).
CREATE FUNCTION leads_visible_text_current() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visible_of IS DISTINCT FROM md5(coalesce(NEW.title, '') || chr(31) || coalesce(NEW.special_requests, '')) THEN
    NEW.visible_title := NULL;
    NEW.visible_special_requests := NULL;
    NEW.visible_of := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER leads_visible_text_current
  BEFORE INSERT OR UPDATE OF title, special_requests, visible_title, visible_special_requests, visible_of ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_visible_text_current();--> statement-breakpoint
-- The existing rows are filled in code, not here: the old regular expression would store copies that
-- still show 'maeve＠example.com' and spelled-out numbers. fillVisibleText runs at each start right after
-- the migrations (prepareDatabase in server.ts), in batches by id, before the server listens.
-- The search's second test is now on the stored copies (open-lead-filters.ts, openLeadConditions): its
-- statistics follow (migration 0021 says why they matter), word for word the query's expression;
-- db/search-statistics.test.ts fails when the two differ.
DROP STATISTICS IF EXISTS "leads_visible_text_stats";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "leads_visible_text_stats" ON (lower(COALESCE(visible_title, '') || ' ' || first_name || ' ' || country || ' ' || COALESCE(visible_special_requests, ''))) FROM "leads";
