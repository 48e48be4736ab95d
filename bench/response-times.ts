// Response times at scale: how long the queries behind "usually replies within" and the marketplace's
// health take on a big database. Once per database it adds, for every quoted purchase of the last 90
// days, a lead conversation with a traveller's message and the company's reply (set-based, minutes
// apart by company), then times each read on one connection, as one API request makes it:
//   npx tsx bench/seed.ts --leads 1000000 --database bench_1m
//   npx tsx bench/response-times.ts [--database bench_1m] [--runs 20]
// The reads: getResponseTimes for one company (the performance page, the public profile) and for ten
// (a lead's quotes for its traveller), platformResponseMedians (the performance page's platform column),
// the whole GET /v1/company/{id}/performance, and GET /v1/admin/marketplace-health over 4 and 12 weeks.
import { periodEndingOn } from '@triptender/contract/periods';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { getResponseTimes, platformResponseMedians } from '../apps/api/src/domain/response-times.ts';
import { getMarketplaceHealth } from '../apps/api/src/modules/admin/marketplace-health.ts';
import { getCompanyPerformance } from '../apps/api/src/modules/companies/performance.ts';
import { databaseUrl } from './database.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ database: 'bench_1m', runs: '20' });
const runs = Number(values.runs);
const database = await openPostgres(databaseUrl(values.database), { max: 2 });
await migrate(database);
const { db, pool } = database;
const query = async <R = Record<string, unknown>>(text: string) => (await pool!.query(text)).rows as R[];

const leadConversationCount = async () =>
  Number((await query<{ n: string }>(`select count(*) as n from conversations where kind = 'lead'`))[0]!.n);
if ((await leadConversationCount()) === 0) {
  const started = Date.now();
  // the traveller writes 3 hours after the purchase; the company's Manager answers 10-300 minutes later
  await query(`
    with started as (
      insert into conversations (kind, company_id, lead_id, traveller_id, last_message_at, created_at)
      select 'lead', p.company_id, p.lead_id, l.user_id,
             p.created_at + interval '3 hours' + (10 + (p.company_id * 37) % 290) * interval '1 minute',
             p.created_at + interval '3 hours'
      from purchases p
      join leads l on l.id = p.lead_id
      join quotes q on q.lead_id = p.lead_id and q.company_id = p.company_id
      where p.created_at >= now() - interval '90 days'
      returning id, company_id, traveller_id, created_at, last_message_at)
    insert into messages (conversation_id, sender_id, body, created_at)
    select id, traveller_id, 'Could we add a night in Galway?', created_at from started
    union all
    select c.id, m.id, 'Of course: I have updated the quote.', c.last_message_at
    from started c join users m on m.company_id = c.company_id and m.company_role = 1`);
  await query('vacuum analyze conversations, messages');
  console.log(
    `added ${await leadConversationCount()} lead conversations, two messages each (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

const [sizes] = await query<Record<string, string>>(`
  select (select count(*) from leads) as leads, (select count(*) from purchases) as purchases,
         (select count(*) from quotes) as quotes, (select count(*) from messages) as messages,
         (select count(*) from purchases where created_at >= now() - interval '90 days') as purchases_90d`);
console.log(
  `${values.database}: ${sizes!.leads} leads, ${sizes!.purchases} purchases (${sizes!.purchases_90d} in 90 days), ` +
    `${sizes!.quotes} quotes, ${sizes!.messages} messages; ${runs} runs each after one warm-up`,
);

const busiest = await query<{ company_id: number }>(`
  select company_id from purchases where created_at >= now() - interval '90 days'
  group by company_id order by count(*) desc limit 10`);
const ids = busiest.map((r) => Number(r.company_id));
const one = ids[0]!;

const reads: [string, () => Promise<unknown>][] = [
  ['getResponseTimes, one company', () => getResponseTimes(db, [one])],
  ['getResponseTimes, ten companies', () => getResponseTimes(db, ids)],
  ['platformResponseMedians', () => platformResponseMedians(db)],
  [
    'GET /v1/company/{id}/performance (4 weeks)',
    () => getCompanyPerformance({ db, companyId: one, period: periodEndingOn(28) }),
  ],
  ['GET /v1/admin/marketplace-health (4 weeks)', () => getMarketplaceHealth({ db, period: periodEndingOn(28) })],
  ['GET /v1/admin/marketplace-health (12 weeks)', () => getMarketplaceHealth({ db, period: periodEndingOn(84) })],
];

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
console.log('\n| read | p50 | p95 | max |\n| --- | ---: | ---: | ---: |');
for (const [label, read] of reads) {
  await read();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  console.log(`| ${label} | ${ms(pct(times, 50))} | ${ms(pct(times, 95))} | ${ms(times.at(-1)!)} |`);
}
await database.close();
