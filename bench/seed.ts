// Fills a PostgreSQL database with a realistic volume of marketplace data for load tests.
//   npx tsx bench/seed.ts --leads 100000 [--database bench_triptender] [--companies 200]
// Creates (or recreates) the database on the server of DATABASE_URL (default: local postgres),
// applies the migrations, then generates rows with set-based SQL (1M leads in about a minute).
import pg from 'pg';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { databaseUrl, freshDatabase } from './database.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ leads: '100000', companies: '200', database: 'bench_triptender' });
const leads = Number(values.leads);
const companies = Number(values.companies);
const travellers = Math.max(100, Math.floor(leads / 3));
const url = databaseUrl(values.database);

export const BENCH_PASSWORD = 'bench-password';

const database = await freshDatabase(values.database);
const client = new pg.Client({ connectionString: url });
await client.connect();
const started = Date.now();
const step = async (label: string, sql: string, params: unknown[] = []) => {
  const t = Date.now();
  await client.query(sql, params);
  console.log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

const hash = await hashPassword(BENCH_PASSWORD);
console.log(`Seeding ${values.database}: ${leads} leads, ${travellers} travellers, ${companies} companies`);
await step(
  'users: admin and travellers',
  `INSERT INTO users (first_name, last_name, email, password_hash, role, email_verified_at)
   SELECT 'Admin', 'Bench', 'admin@bench.example', $1, 1, now()
   UNION ALL
   SELECT (ARRAY['Emily','Michael','Olivia','Daniel','Sophia','Liam','Grace','Noah','Chloe','Ethan'])[1 + g % 10],
          (ARRAY['Johnson','Brown','Davis','Wilson','Martinez','Anderson','Thompson','Garcia','Robinson','Clark'])[1 + (g / 10) % 10],
          'traveller' || g || '@bench.example', $1, 3, now()
   FROM generate_series(1, $2::int) g`,
  [hash, travellers],
);
await step(
  'companies, managers and wallets',
  `WITH c AS (
     INSERT INTO companies (name, email, website, phone, address, about)
     SELECT 'Bench Tours ' || g, 'company' || g || '@bench.example', 'https://company' || g || '.example',
            '+353 1 555 ' || lpad(g::text, 4, '0'), g || ' Main Street, Dublin', 'Tours since ' || (1990 + g % 30)
     FROM generate_series(1, $2::int) g RETURNING id, email)
   , u AS (
     INSERT INTO users (first_name, last_name, email, password_hash, role, company_id, company_role, email_verified_at)
     SELECT 'Manager', 'Bench', replace(c.email, 'company', 'manager'), $1, 2, c.id, 1, now() FROM c RETURNING id)
   INSERT INTO credit_ledger (company_id, kind, amount_cents, balance_after_cents, note)
   SELECT id, 'top_up', 100000000, 100000000, 'Bench credit' FROM c`,
  [hash, companies],
);
// the masked copies of the free text a company sees before buying (domain/visible-text.ts) are the text
// itself: these titles and requests carry no address, number or handle (maskContacts leaves each as it
// is), and the md5 is the one the trigger leads_visible_text_current checks, so no row is left to fill
await step(
  'leads',
  `INSERT INTO leads (user_id, title, country, number_of_people, start_date, number_of_night, trip_type,
                      travel_type, flight_booked, first_name, last_name, email, mobile, special_requests,
                      budget_cents, status, created_at, updated_at, went_live_at,
                      visible_title, visible_special_requests, visible_of)
   SELECT s.*, s.title, s.special_requests, md5(coalesce(s.title, '') || chr(31) || coalesce(s.special_requests, ''))
   FROM (SELECT t.id,
          'Trip to ' || (ARRAY['Ireland','United Kingdom','Scotland'])[1 + g % 3] || ' for ' || (1 + g % 6) || ' (' ||
            (ARRAY['active','sightseeing','city','cultural'])[1 + (g / 3) % 4] || ')' AS title,
          (ARRAY['ireland','uk','scotland'])[1 + g % 3],
          1 + g % 6,
          (current_date + (g % 365) + 7),
          3 + g % 12,
          (ARRAY['active','sightseeing','city','cultural'])[1 + (g / 3) % 4],
          (ARRAY['self-drive','tour-guide','coach-bus','dont-know'])[1 + (g / 7) % 4],
          (ARRAY['yes','no'])[1 + g % 2],
          t.first_name, t.last_name, t.email, '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
          (ARRAY['Castles and coastal walks', 'Whisky distilleries and the Isle of Skye', 'Family rooms please',
                 'Golf on two links courses', 'Tracing family roots in County Cork', null])[1 + g % 6] AS special_requests,
          (1 + g % 6) * (3 + g % 12) * 15000,
          CASE WHEN g % 20 = 0 THEN 'accepted' WHEN g % 25 = 0 THEN 'archived' ELSE 'open' END,
          now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
   FROM generate_series(1, $1::int) g
   JOIN users t ON t.role = 3 AND t.email = 'traveller' || (1 + g % $2::int) || '@bench.example') s`,
  [leads, travellers],
);
// the trigger that counts each company's purchases (migration 0018) would update a company row once per
// inserted purchase, hundreds of thousands of times: it is off for the bulk insert, and the counters are
// set from the rows afterwards, as the migration's own backfill does
await step('purchases: counting trigger off', 'ALTER TABLE purchases DISABLE TRIGGER purchases_count_company');
await step(
  'purchases (a third of the leads, 1-3 buyers each)',
  `INSERT INTO purchases (lead_id, company_id, price_cents, created_at)
   SELECT l.id, c.id, 2500, l.created_at + interval '1 hour'
   FROM leads l
   JOIN LATERAL (SELECT id FROM companies WHERE id % 97 IN (l.id % 97, (l.id + 13) % 97, (l.id + 29) % 97)
                 ORDER BY id LIMIT 1 + l.id % 3) c ON true
   WHERE l.id % 3 = 0`,
);
await step(
  'quotes (half of the purchases)',
  `INSERT INTO quotes (lead_id, company_id, price_cents, trip_duration, message, status, created_at, updated_at)
   SELECT p.lead_id, p.company_id, 150000 + (p.id % 50) * 10000, '8 days / 7 nights',
          'A tailored itinerary with hand-picked hotels and private transfers.',
          CASE WHEN l.status = 'accepted' AND p.id % 2 = 0 THEN 'accepted' ELSE 'sent' END,
          p.created_at + interval '2 hours', p.created_at + interval '2 hours'
   FROM purchases p JOIN leads l ON l.id = p.lead_id WHERE p.id % 2 = 0`,
);
await step(
  'lead counters',
  `UPDATE leads l SET purchases_count = s.n FROM (SELECT lead_id, count(*) n FROM purchases GROUP BY lead_id) s
   WHERE s.lead_id = l.id;
   UPDATE leads l SET quotes_count = s.n FROM (SELECT lead_id, count(*) n FROM quotes GROUP BY lead_id) s
   WHERE s.lead_id = l.id;
   UPDATE companies c SET purchases_count = s.n FROM (SELECT company_id, count(*)::int n FROM purchases GROUP BY company_id) s
   WHERE s.company_id = c.id;
   ALTER TABLE purchases ENABLE TRIGGER purchases_count_company`,
);
// VACUUM as well: a bulk-loaded table has no page marked all-visible until autovacuum gets to it, and
// until then index-only scans read every row (the marketplace's pages are cut from covering indexes)
await step('vacuum and analyze', 'VACUUM ANALYZE');
await client.end();
await database.close();
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. DATABASE_URL=${url}`);
console.log(
  `Logins: admin@bench.example, manager1@bench.example, traveller1@bench.example (password ${BENCH_PASSWORD})`,
);
