-- All Trips' search (decision 019): LIKE '%term%' is estimated from the search column's histogram, and
-- with 100 entries a term in 1 lead of 100 matches 0, 1 or 2 of them, so the planner guessed 33 rows or
-- 3,300 by chance and read a page through the trigram index (230 ms at 1M leads) instead of walking the
-- newest-first index (25 ms). 1,000 entries make that estimate steady.
ALTER TABLE "leads" ALTER COLUMN "search" SET STATISTICS 1000;
