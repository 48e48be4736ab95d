-- Statistics of the marketplace search's second test, the lead's free text as a company sees it before
-- buying (list-open-leads.ts, openLeadConditions; contact-masking.ts, maskContactsSql). Without them the
-- planner guesses that a half of one percent of the rows that contain a word also show it, so for a common
-- word ('castles': 250,000 of 1M leads) it expected 6 matches and sorted all 250,000 (460 ms) instead of
-- reading the newest-first index until ten were found (0.3 ms). The expression is the one the query
-- builds, word for word; db/search-statistics.test.ts fails when the two differ.
CREATE STATISTICS IF NOT EXISTS "leads_visible_text_stats" ON (lower(regexp_replace(regexp_replace(((((((COALESCE(title, ''::text) || ' '::text) || first_name) || ' '::text) || country) || ' '::text) || COALESCE(special_requests, ''::text)), '[A-Za-z0-9._%+-]+[ ]*@[ ]*[A-Za-z0-9-]+([.][A-Za-z0-9-]+)*[.][A-Za-z]{2,}'::text, '[email hidden until you buy]'::text, 'g'::text), '[+]?[0-9]([ ().-]*[0-9]){8,}'::text, '[phone hidden until you buy]'::text, 'g'::text))) FROM "leads";
