-- Lead titles tell requests apart: 'Ireland · 4 people · 12 Jan 2027' (composeLeadTitle in
-- packages/contract/src/lead-title.ts). The server wrote every earlier title itself, as
-- 'Trip to {Country} for {people} ({trip_type})': those, and missing ones, are rewritten in the new form.
UPDATE "leads" SET "title" =
  (CASE "country" WHEN 'ireland' THEN 'Ireland' WHEN 'scotland' THEN 'Scotland' WHEN 'uk' THEN 'United Kingdom' ELSE "country" END)
  || ' · ' || "number_of_people" || (CASE WHEN "number_of_people" = 1 THEN ' person' ELSE ' people' END)
  || ' · ' || to_char("start_date", 'FMDD Mon YYYY')
WHERE "title" IS NULL
  OR "title" = 'Trip to '
    || (CASE "country" WHEN 'ireland' THEN 'Ireland' WHEN 'scotland' THEN 'Scotland' WHEN 'uk' THEN 'United Kingdom' ELSE "country" END)
    || ' for ' || "number_of_people" || ' (' || "trip_type" || ')';
