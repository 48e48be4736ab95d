// How fast operators answer over the last RESPONSE_WINDOW_DAYS days: the one home of the two medians
// that the performance page, the public profile and every quote a traveller sees show. What each one
// counts: docs/marketplace.md, "Response time".
//
// - Purchase to first quote: per purchase made in the window that its company quoted (refunded ones
//   left out), its quote's created_at (version 1, when it was first sent) minus the purchase's.
// - Message to reply: per run of traveller messages in a lead conversation, from the run's first
//   message (in the window) to the company's next message there; a run still waiting is not counted.
//   A company's message is one from a member of the conversation's company (as the Response column).
//
// For some companies both read only those companies' rows, through indexes that lead with the
// company (purchases_company_created_id_idx, conversations_company_idx, then messages by conversation);
// the platform's medians read the window of every company (see platformResponseMedians).
import { type SQL, sql } from 'drizzle-orm';
import { PLATFORM_MIN_COMPANIES } from '@triptender/contract/company-performance';
import {
  RESPONSE_MIN_SAMPLES,
  RESPONSE_WINDOW_DAYS,
  type ResponseMedian,
  type ResponseTimes,
} from '@triptender/contract/response-time';
import type { Db } from '../db/client.ts';
import { conversations, messages, purchases, quotes, users } from '../db/schema.ts';

type Row = Record<string, string | number | null>;
const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
// bigint and numeric come back as strings from node-postgres and as numbers from PGlite
const int = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));

/** The window's first instant: RESPONSE_WINDOW_DAYS before `now`. */
export const responseWindowStart = (now: Date = new Date()) =>
  new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);

const minutes = (later: SQL, earlier: SQL) => sql`greatest(extract(epoch from (${later} - ${earlier})), 0) / 60`;

/**
 * Per company: the minutes from each purchase in the window to its quote (`where` narrows the
 * companies). Each purchase finds its quote by the (lead, company) index: a join would read every
 * quote ever sent to hash them, and that table only grows.
 */
function quoteSamples(since: Date, where: SQL) {
  return sql`
    select ${purchases.company_id} as company_id, ${minutes(sql`quoted.created_at`, sql`${purchases.created_at}`)} as minutes
    from ${purchases}
    cross join lateral (
      select ${quotes.created_at} as created_at from ${quotes}
      where ${quotes.lead_id} = ${purchases.lead_id} and ${quotes.company_id} = ${purchases.company_id}
      offset 0
    ) quoted
    where ${where} and ${purchases.created_at} >= ${since} and ${purchases.refunded_at} is null`;
}

/**
 * Per company: the minutes from each run of traveller messages (its first, sent in the window) to the
 * company's next message. Messages by neither side (a deleted sender) are left out of the runs.
 */
function replySamples(since: Date, where: SQL, members: SQL) {
  return sql`
    select company_id, ${minutes(sql`reply_at`, sql`created_at`)} as minutes
    from (
      select company_id, created_at, from_traveller,
        lag(from_traveller) over (partition by conversation_id order by created_at, id) as after_traveller,
        min(created_at) filter (where not from_traveller) over (
          partition by conversation_id order by created_at desc, id desc
          rows between unbounded preceding and 1 preceding
        ) as reply_at
      from (
        select ${conversations.company_id} as company_id, ${messages.conversation_id} as conversation_id,
          ${messages.id} as id, ${messages.created_at} as created_at,
          ${messages.sender_id} = ${conversations.traveller_id} as from_traveller
        from ${conversations}
        join ${messages} on ${messages.conversation_id} = ${conversations.id}
        left join (${members}) member on member.id = ${messages.sender_id}
        where ${where} and ${conversations.kind} = 'lead' and ${conversations.last_message_at} >= ${since}
          and (${messages.sender_id} = ${conversations.traveller_id} or member.company_id = ${conversations.company_id})
      ) thread
    ) marked
    where from_traveller and after_traveller is not true and reply_at is not null and created_at >= ${since}`;
}

/**
 * The members of the companies a reply query reads (`where` on users), joined by hash: a look-up of
 * each message's sender among every user would be one index probe a message (docs/benchmarks.md,
 * "Response times at 1M leads").
 */
const membersOf = (where: SQL) =>
  sql`select ${users.id} as id, ${users.company_id} as company_id from ${users} where ${where}`;

/** Each company's median and count of samples, from one of the sample queries above. */
const perCompany = (samples: SQL) => sql`
  select company_id, count(*) as samples,
    percentile_cont(0.5) within group (order by minutes) as median_minutes
  from (${samples}) s
  group by company_id`;

const companyIn = (column: SQL, ids: number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * The two medians of each of these companies over the window (zero samples and null medians for a
 * company with none), in two queries however many companies there are.
 */
export async function getResponseTimes(
  db: Db,
  companyIds: number[],
  now: Date = new Date(),
): Promise<Map<number, ResponseTimes>> {
  const ids = [...new Set(companyIds)];
  const none = (): ResponseMedian => ({ median_minutes: null, samples: 0 });
  const result = new Map<number, ResponseTimes>(ids.map((id) => [id, { quote: none(), reply: none() }]));
  if (ids.length === 0) return result;
  const since = responseWindowStart(now);
  const [quoted, replied] = await Promise.all([
    rowsOf(db, perCompany(quoteSamples(since, companyIn(sql`${purchases.company_id}`, ids)))),
    rowsOf(
      db,
      perCompany(
        replySamples(
          since,
          companyIn(sql`${conversations.company_id}`, ids),
          membersOf(companyIn(sql`${users.company_id}`, ids)),
        ),
      ),
    ),
  ]);
  const put = (rows: Row[], kind: keyof ResponseTimes) => {
    for (const r of rows) {
      const times = result.get(Number(r.company_id));
      if (times) times[kind] = { median_minutes: int(r.median_minutes), samples: int(r.samples) ?? 0 };
    }
  };
  put(quoted, 'quote');
  put(replied, 'reply');
  return result;
}

/**
 * What travellers may see: a median over fewer than RESPONSE_MIN_SAMPLES samples is withheld (null),
 * so one slow or quick answer is never shown as what the operator usually does.
 */
export function publicResponseTimes(times: ResponseTimes): ResponseTimes {
  const shown = (m: ResponseMedian): ResponseMedian =>
    m.samples >= RESPONSE_MIN_SAMPLES ? m : { median_minutes: null, samples: m.samples };
  return { quote: shown(times.quote), reply: shown(times.reply) };
}

export type PlatformResponseMedian = { median_minutes: number | null; companies: number };

/**
 * The platform's medians: the median over every company's own median (each over at least
 * RESPONSE_MIN_SAMPLES samples in the window), so one busy operator does not set the platform's figure;
 * null with fewer than PLATFORM_MIN_COMPANIES such companies, so that none can be worked out.
 * This reads the window's purchases and lead conversations of every company (neither table has an index
 * by time alone), in one query.
 */
export async function platformResponseMedians(
  db: Db,
  now: Date = new Date(),
): Promise<{ quote: PlatformResponseMedian; reply: PlatformResponseMedian }> {
  const since = responseWindowStart(now);
  const overCompanies = (samples: SQL) => sql`
    select count(*) as companies, percentile_cont(0.5) within group (order by median_minutes) as median_minutes
    from (${perCompany(samples)}) c
    where samples >= ${RESPONSE_MIN_SAMPLES}`;
  const [r] = await rowsOf(
    db,
    sql`select q.companies as quote_companies, q.median_minutes as quote_median,
      r.companies as reply_companies, r.median_minutes as reply_median
    from (${overCompanies(quoteSamples(since, sql`true`))}) q, (${overCompanies(replySamples(since, sql`true`, membersOf(sql`${users.company_id} is not null`)))}) r`,
  );
  const median = (companies: number, value: string | number | null | undefined): PlatformResponseMedian => ({
    companies,
    median_minutes: companies >= PLATFORM_MIN_COMPANIES ? int(value) : null,
  });
  return {
    quote: median(int(r?.quote_companies) ?? 0, r?.quote_median),
    reply: median(int(r?.reply_companies) ?? 0, r?.reply_median),
  };
}
