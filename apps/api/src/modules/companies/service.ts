import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CompanyProfile,
  computeProfileCompleteness,
  type createCompanyBody,
  PROFILE_FIELDS,
  type updateCompanyBody,
} from '@triptender/contract/companies';
import { COMPANY_ROLE, GRANTED_BADGES, type GrantedBadge, type SwitchedBadge } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/sql-text.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { getSettings } from '../../lib/settings.ts';
import type { Actor, CompanyChange } from '../auth/permissions.ts';
import { openQuoteSql } from '../../domain/quote-status.ts';
import { postLedgerEntry } from '../purchases/ledger.ts';
import { inviteTeamMember } from '../team/service.ts';
import { getReputations, type Reputation } from '../../domain/reputation.ts';
import { switchGrantedBadge } from './badges.ts';
import { clearChangedLicence } from './licence.ts';
import { lockCompany } from '../../domain/company-lock.ts';

export const COMPANY_NAME_TAKEN = 'A company with this name already exists.';

export type NewCompany = {
  name: string;
  email: string;
  website?: string | null;
  phone?: string | null;
  address?: string | null;
  about?: string | null;
};

/** Creates a company and credits the welcome credit of the platform settings, if any. */
export async function createCompany(opts: { db: Db; actorUserId: number | null; company: NewCompany }) {
  const c = opts.company;
  return opts.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) = lower(${c.name})`);
    if (taken) throw invalid('name', COMPANY_NAME_TAKEN);
    const [row] = await tx
      .insert(companies)
      .values({
        name: c.name,
        email: c.email.trim().toLowerCase(),
        website: c.website ?? null,
        phone: c.phone ?? null,
        address: c.address ?? null,
        about: c.about ?? null,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: 'company.created',
      entityType: 'company',
      entityId: row!.id,
      companyId: row!.id,
      data: { name: row!.name, email: row!.email },
    });
    const { welcome_credit_cents } = await getSettings(tx);
    if (welcome_credit_cents > 0) {
      await postLedgerEntry(tx, {
        companyId: row!.id,
        kind: 'welcome',
        amountCents: welcome_credit_cents,
        actorUserId: opts.actorUserId,
        note: 'Welcome credit',
      });
      await recordAudit(tx, {
        actorUserId: opts.actorUserId,
        action: 'wallet.welcome_credit',
        entityType: 'company',
        entityId: row!.id,
        companyId: row!.id,
        data: { amount_cents: welcome_credit_cents },
      });
    }
    return row!;
  });
}

type CompanyRow = typeof companies.$inferSelect;

/** SQL that is true for companies whose profile misses a field (the same fields as the contract's rule). */
export const incompleteProfileSql = or(
  ...PROFILE_FIELDS.map((f) => sql`coalesce(trim(${companies[f.key]}), '') = ''`),
)!;

function toCompanyProfile(row: CompanyRow, reputation: Reputation): CompanyProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    website: row.website,
    phone: row.phone,
    address: row.address,
    about: row.about,
    logo_url: row.logo_url,
    countries_served: row.countries_served,
    trip_types_served: row.trip_types_served,
    licence_number: row.licence_number,
    licence_verified_at: row.licence_verified_at,
    created_at: row.created_at,
    profile: computeProfileCompleteness(row),
    rating: reputation.rating,
    review_count: reputation.review_count,
    badges: reputation.badges,
    granted_badges: reputation.badges.filter((b): b is GrantedBadge =>
      (GRANTED_BADGES as readonly string[]).includes(b),
    ),
  };
}

export async function getCompanyProfile(opts: { db: Db; companyId: number }): Promise<CompanyProfile> {
  const [row] = await opts.db.select().from(companies).where(eq(companies.id, opts.companyId));
  if (!row) throw notFound();
  const reputation = (await getReputations(opts.db, [row.id])).get(row.id)!;
  return toCompanyProfile(row, reputation);
}

const nameTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'companies_name_unique')) throw invalid('name', COMPANY_NAME_TAKEN);
  throw err;
};

/**
 * The admin's Add Company: the company (with the welcome credit) and its first Manager, invited by
 * email at the contact address, in one transaction.
 */
export async function addCompany(opts: {
  db: Db;
  actor: Actor;
  publicUrl: string;
  company: z.output<typeof createCompanyBody>;
}): Promise<CompanyProfile> {
  const c = opts.company;
  const row = await opts.db
    .transaction(async (tx) => {
      const company = await createCompany({
        db: tx,
        actorUserId: opts.actor.id,
        company: { name: c.name, email: c.email, website: c.website, phone: c.phone ?? c.mobile, address: c.address },
      });
      await inviteTeamMember({
        db: tx,
        actor: opts.actor,
        publicUrl: opts.publicUrl,
        member: {
          first_name: c.manager_first_name ?? 'Manager',
          last_name: c.manager_last_name ?? company.name,
          email: company.email,
          company_role: COMPANY_ROLE.MANAGER,
          company_id: company.id,
        },
      });
      return company;
    })
    .catch(nameTaken);
  return getCompanyProfile({ db: opts.db, companyId: row.id });
}

export async function updateCompanyProfile(
  opts: CompanyChange<z.output<typeof updateCompanyBody>>,
): Promise<CompanyProfile> {
  const ch = opts.body;
  await opts.db
    .transaction(async (tx) => {
      const before = await lockCompany(tx, opts.companyId, {
        id: companies.id,
        licence_number: companies.licence_number,
        licence_verified_at: companies.licence_verified_at,
      });
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`lower(${companies.name}) = lower(${ch.name})`, ne(companies.id, opts.companyId)));
      if (taken) throw invalid('name', COMPANY_NAME_TAKEN);
      const [row] = await tx
        .update(companies)
        .set({ ...ch, updated_at: sql`now()` })
        .where(eq(companies.id, opts.companyId))
        .returning({ id: companies.id });
      if (!row) throw notFound();
      if (ch.licence_number !== undefined) {
        await clearChangedLicence(tx, { actorUserId: opts.actor.id, before }, ch.licence_number);
      }
    })
    .catch(nameTaken);
  return getCompanyProfile(opts);
}

export async function listCompanies(opts: { db: Db; search?: string | undefined; page: PageParams }) {
  const where = opts.search
    ? or(ilike(companies.name, containsPattern(opts.search)), ilike(companies.email, containsPattern(opts.search)))
    : undefined;
  const activeQuotes = opts.db
    .select({ company_id: quotes.company_id, n: sql<number>`count(*)::int`.as('n') })
    .from(quotes)
    // quotes still waiting for an answer: sent and not expired
    .where(openQuoteSql)
    .groupBy(quotes.company_id)
    .as('active_quotes');
  const select = opts.db
    .select({ company: companies, quoted: sql<number>`coalesce(${activeQuotes.n}, 0)` })
    .from(companies)
    .leftJoin(activeQuotes, eq(activeQuotes.company_id, companies.id));
  return paginateSelect(opts.db, opts.page, {
    select: select.$dynamic(),
    table: companies,
    where,
    order: [asc(sql`lower(${companies.name})`), asc(companies.id)],
    map: ({ company, quoted }) => ({
      id: company.id,
      name: company.name,
      email: company.email,
      website: company.website,
      phone: company.phone,
      address: company.address,
      get_quoted_count: Number(quoted),
      profile: computeProfileCompleteness(company),
      created_at: company.created_at,
    }),
  });
}

/**
 * Grants or revokes a badge the admin switches by itself (Premium Partner). Licensed Tour Operator is
 * not one: it comes and goes only with the licence verification (licence.ts).
 */
export async function setCompanyBadge(opts: {
  db: Db;
  actor: Actor;
  companyId: number;
  badge: SwitchedBadge;
  granted: boolean;
}): Promise<CompanyProfile> {
  await opts.db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, opts.companyId));
    if (!company) throw notFound();
    await switchGrantedBadge(tx, {
      companyId: company.id,
      badge: opts.badge,
      granted: opts.granted,
      actorUserId: opts.actor.id,
    });
  });
  return getCompanyProfile(opts);
}
