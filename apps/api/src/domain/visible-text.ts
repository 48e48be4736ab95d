// The stored copies of a lead's free text as a company sees it before buying (leads.visible_title,
// visible_special_requests; migration 0023): computed here whenever title or special_requests are
// written, read by every company view (domain/trip-fields.ts, toTrip) and tested by the marketplace
// search. docs/marketplace.md, "Contact details before purchase".
import { createHash } from 'node:crypto';
import { and, asc, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { maskContacts } from './contact-masking.ts';

type FreeText = { title: string | null; special_requests: string | null };

/**
 * The md5 of the text the copies were made from, as the trigger leads_visible_text_current computes it
 * (md5(coalesce(title, '') || chr(31) || coalesce(special_requests, ''))): a write that changes the text
 * without new copies empties them instead of leaving stale ones.
 */
export function visibleOf(l: FreeText): string {
  return createHash('md5')
    .update(`${l.title ?? ''}\x1f${l.special_requests ?? ''}`)
    .digest('hex');
}

/** The columns to write beside title and special_requests, in every insert and update of either. */
export function visibleText(l: FreeText) {
  return {
    visible_title: maskContacts(l.title),
    visible_special_requests: maskContacts(l.special_requests),
    visible_of: visibleOf(l),
  };
}

/** visibleOf in SQL, for an update of many rows that sets special_requests alone (the title stays per row). */
export function visibleOfSql(title: SQL | typeof leads.title, specialRequests: string | null): SQL {
  return sql`md5(coalesce(${title}, '') || chr(31) || ${specialRequests ?? ''})`;
}

/**
 * The free text a company sees before buying, as the marketplace search tests it: word for word the
 * expression of the statistics leads_visible_text_stats (migration 0023).
 */
export const visibleSearchText = sql`lower(coalesce(${leads.visible_title}, '') || ' ' || ${leads.first_name} || ' ' || ${leads.country} || ' ' || coalesce(${leads.visible_special_requests}, ''))`;

const FILL_BATCH = 1000;

/**
 * Computes the copies of every lead that has none: after migration 0023 all of them (each start runs
 * this after the migrations, prepareDatabase in server.ts), later only rows a write left without (the
 * trigger emptied them; a background job runs this each minute). One pass by id, so it ends even if a
 * row is written again meanwhile (the next run takes it). Statistics are refreshed after a large fill,
 * for the search's plans. Returns how many rows were filled.
 */
export async function fillVisibleText(db: Db, opts: { batch?: number } = {}): Promise<number> {
  const batch = opts.batch ?? FILL_BATCH;
  let after = 0;
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: leads.id, title: leads.title, special_requests: leads.special_requests })
      .from(leads)
      .where(and(isNull(leads.visible_of), gt(leads.id, after)))
      .orderBy(asc(leads.id))
      .limit(batch);
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      const v = visibleText(r);
      return { id: r.id, t: v.visible_title, s: v.visible_special_requests, h: v.visible_of };
    });
    // one parameter for the batch (a list of 4 x 1,000 parameters cost more to build and plan than the
    // update itself); the trigger keeps a copy only if the text is still the one it was made from
    await db.execute(sql`
      update ${leads} set visible_title = v.t, visible_special_requests = v.s, visible_of = v.h
      from json_to_recordset(${JSON.stringify(values)}::json) as v(id int, t text, s text, h text)
      where ${leads.id} = v.id and ${leads.visible_of} is null`);
    filled += rows.length;
    after = rows[rows.length - 1]!.id;
  }
  if (filled >= 10_000) await db.execute(sql`analyze ${leads}`);
  return filled;
}
