// A company's auto-buy settings: read by its members, changed by a Manager (or the admin), audited.
// The rules of an automatic purchase are domain/auto-buy.ts; buying is run.ts.
import { eq, sql } from 'drizzle-orm';
import { AUTO_BUY_MESSAGES, type AutoBuy, type autoBuyBody, autoBuyWeek } from '@triptender/contract/auto-buy';
import { isoDay } from '@triptender/contract/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, companyAutoBuy, companyLeadPreferences } from '../../db/schema.ts';
import { autoBuyWeekFigures } from '../../domain/auto-buy.ts';
import { lockCompany } from '../../domain/company-lock.ts';
import { auditedChange } from '../../lib/audited-change.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { CompanyChange } from '../auth/permissions.ts';

async function preferencesSet(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyLeadPreferences.company_id })
    .from(companyLeadPreferences)
    .where(eq(companyLeadPreferences.company_id, companyId));
  return row !== undefined;
}

/** GET /v1/company/{companyId}/auto-buy: off, with no budget, until a Manager saves it. */
export async function getAutoBuy(opts: { db: Db; companyId: number; at?: Date }): Promise<AutoBuy> {
  const { db, companyId } = opts;
  const at = opts.at ?? new Date();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const [[row], week, prefs] = await Promise.all([
    db.select().from(companyAutoBuy).where(eq(companyAutoBuy.company_id, companyId)),
    autoBuyWeekFigures(db, companyId, at),
    preferencesSet(db, companyId),
  ]);
  return {
    enabled: row?.enabled ?? false,
    weekly_budget_cents: row?.weekly_budget_cents ?? null,
    weekly_max_leads: row?.weekly_max_leads ?? null,
    paused_at: row?.paused_at ?? null,
    pause_reason: row?.pause_reason ?? null,
    missed_in_row: row?.missed_in_row ?? 0,
    spent_this_week_cents: week.spentCents,
    bought_this_week: week.bought,
    week_resets_on: isoDay(autoBuyWeek(at).end),
    preferences_set: prefs,
    updated_at: row?.updated_at ?? null,
  };
}

type Stored = {
  enabled: boolean;
  weekly_budget_cents: number | null;
  weekly_max_leads: number | null;
  paused: boolean;
};

/**
 * PUT /v1/company/{companyId}/auto-buy: replaces the settings, audited. Turning it on needs saved lead
 * preferences (422 on `enabled`); saving it on clears a pause and its run of missed deadlines.
 */
export async function setAutoBuy(opts: CompanyChange<z.output<typeof autoBuyBody>>): Promise<AutoBuy> {
  const { companyId, body } = opts;
  await auditedChange<Stored>(opts.db, {
    lock: async (tx) => {
      // the company row first, as buyLead takes it: no automatic purchase decides while this changes
      await lockCompany(tx, companyId, { id: companies.id });
      const [row] = await tx.select().from(companyAutoBuy).where(eq(companyAutoBuy.company_id, companyId));
      if (body.enabled && !(await preferencesSet(tx, companyId))) {
        throw invalid('enabled', AUTO_BUY_MESSAGES.preferencesFirst);
      }
      return {
        enabled: row?.enabled ?? false,
        weekly_budget_cents: row?.weekly_budget_cents ?? null,
        weekly_max_leads: row?.weekly_max_leads ?? null,
        paused: row?.paused_at != null,
      };
    },
    next: (before) => ({ ...body, paused: body.enabled ? false : before.paused }),
    write: async (tx, changes, after) => {
      const values = {
        enabled: after.enabled,
        weekly_budget_cents: after.weekly_budget_cents!,
        weekly_max_leads: after.weekly_max_leads!,
        ...(changes.paused ? { paused_at: null, pause_reason: null } : {}),
        ...(after.enabled && (changes.enabled || changes.paused) ? { missed_in_row: 0 } : {}),
        updated_by: opts.actor.id,
        updated_at: sql`now()`,
      };
      await tx
        .insert(companyAutoBuy)
        .values({ company_id: companyId, ...values })
        .onConflictDoUpdate({ target: companyAutoBuy.company_id, set: values });
    },
    audit: {
      actorUserId: opts.actor.id,
      action: 'company.auto_buy_updated',
      entityType: 'company',
      entityId: companyId,
      companyId,
    },
  });
  return getAutoBuy({ db: opts.db, companyId });
}
