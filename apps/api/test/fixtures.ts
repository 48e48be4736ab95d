// Over 300 lines: every API test builds its world from these fixtures; split by kind when it grows further.
// One-line fixtures: `const admin = await fx.admin()` gives a user, a token and ready headers.
import { randomBytes } from 'node:crypto';
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { COMPANY_ROLE, type CompanyRoleId, ROLE } from '@triptender/contract/enums';
import type { Db } from '../src/db/client.ts';
import { conversations, leads } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/service.ts';
import { createUser } from '../src/modules/auth/users.ts';
import { createCompany } from '../src/modules/companies/service.ts';
import { topUpWallet } from '../src/modules/purchases/ledger.ts';
import { visibleText } from '../src/domain/visible-text.ts';

export const TEST_PASSWORD = 'correct horse battery';

/** The trip of a fixture lead, unless a test overrides it: what every view of that lead shows. */
export const FIXTURE_TRIP = {
  country: 'ireland',
  number_of_people: 2,
  number_of_night: 7,
  trip_type: 'sightseeing',
  travel_type: 'self-drive',
  flight_booked: 'no',
} as const;

/**
 * The trip request a guest's dialog posts (POST /v1/leads) for `email`, these fields over it: Maeve
 * Quinn's cultural tour of Scotland. A logged-in traveller's form posts the same with its user id
 * (`travellerRequest` in marketplace.ts).
 */
export const guestRequest = (email: string, overrides: Record<string, unknown> = {}) => ({
  country: 'scotland',
  number_of_people: 4,
  start_date: addDaysIso(todayIso(), 90),
  number_of_night: 10,
  trip_type: 'cultural',
  travel_type: 'tour-guide',
  flight_booked: 'no',
  first_name: 'Maeve',
  last_name: 'Quinn',
  email,
  mobile: '+1 617 555 0142',
  special_requests: 'Whisky tasting and castles',
  lead_type: 'multi-step-form',
  ...overrides,
});

/** The company roles by the names `fx.team` takes. */
const ROLE_OF = { manager: COMPANY_ROLE.MANAGER, agent: COMPANY_ROLE.AGENT, finance: COMPANY_ROLE.FINANCE } as const;

export type Session = {
  user: Awaited<ReturnType<typeof createUser>>;
  token: string;
  headers: { authorization: string };
};

export function fixtures(db: Db) {
  const tag = randomBytes(3).toString('hex');
  let n = 0;
  const email = (prefix: string) => `${prefix}.${tag}.${++n}@example.test`;

  async function session(user: Session['user']): Promise<Session> {
    const token = await createSession(db, user.id);
    return { user, token, headers: { authorization: `Bearer ${token}` } };
  }

  async function company(opts: { name?: string; creditCents?: number } = {}) {
    const c = await createCompany({
      db,
      actorUserId: null,
      company: { name: opts.name ?? `Test Tours ${tag} ${++n}`, email: email('company') },
    });
    if (opts.creditCents) await topUpWallet({ db, actorUserId: null, companyId: c.id, amountCents: opts.creditCents });
    return c;
  }

  return {
    email,
    session,
    company,

    async admin(): Promise<Session> {
      const user = await createUser({
        db,
        actorUserId: null,
        user: {
          role: ROLE.ADMIN,
          email: email('admin'),
          first_name: 'Ada',
          last_name: 'Admin',
          password: TEST_PASSWORD,
        },
      });
      return session(user);
    },

    async traveller(
      opts: { first_name?: string; last_name?: string; password?: string | null } = {},
    ): Promise<Session> {
      const user = await createUser({
        db,
        actorUserId: null,
        user: {
          role: ROLE.TRAVELLER,
          email: email('traveller'),
          first_name: opts.first_name ?? 'Tara',
          last_name: opts.last_name ?? 'Traveller',
          mobile: '+1 555 0100',
          password: opts.password === undefined ? TEST_PASSWORD : opts.password,
          emailVerified: true,
        },
      });
      return session(user);
    },

    /** A company member; makes a company (with optional wallet credit) unless one is given. */
    async companyUser(
      opts: { companyId?: number; companyRole?: CompanyRoleId; creditCents?: number } = {},
    ): Promise<Session & { companyId: number }> {
      const companyId = opts.companyId ?? (await company({ creditCents: opts.creditCents ?? 0 })).id;
      const user = await createUser({
        db,
        actorUserId: null,
        user: {
          role: ROLE.COMPANY,
          email: email('staff'),
          first_name: 'Cian',
          last_name: 'Company',
          password: TEST_PASSWORD,
          companyId,
          companyRole: opts.companyRole ?? COMPANY_ROLE.MANAGER,
          emailVerified: true,
        },
      });
      return { ...(await session(user)), companyId };
    },

    /**
     * A company and its members: always a Manager (`creditCents` in the wallet), and one user per other
     * name with the role given: `fx.team({ agent: 'agent', gone: 'finance' })` is `{ manager, agent, gone }`.
     */
    async team<const M extends Record<string, keyof typeof ROLE_OF>>(
      members: M,
      opts: { creditCents?: number } = {},
    ): Promise<Record<'manager' | keyof M, Session & { companyId: number }>> {
      const manager = await this.companyUser({ creditCents: opts.creditCents ?? 0 });
      const team: Record<string, Session & { companyId: number }> = { manager };
      for (const [name, role] of Object.entries(members))
        team[name] = await this.companyUser({ companyId: manager.companyId, companyRole: ROLE_OF[role] });
      return team as Record<'manager' | keyof M, Session & { companyId: number }>;
    },

    /** A trip request owned by a traveller, inserted directly. */
    async lead(ownerId: number, overrides: Partial<typeof leads.$inferInsert> = {}) {
      const people = overrides.number_of_people ?? FIXTURE_TRIP.number_of_people;
      const nights = overrides.number_of_night ?? FIXTURE_TRIP.number_of_night;
      const travel = overrides.travel_type ?? FIXTURE_TRIP.travel_type;
      const start_date = overrides.start_date ?? new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      const country = overrides.country ?? FIXTURE_TRIP.country;
      const values: typeof leads.$inferInsert = {
        ...FIXTURE_TRIP,
        user_id: ownerId,
        // the title the server writes (composeLeadTitle), unless a test gives one
        title: composeLeadTitle({ country, number_of_people: people, start_date }),
        start_date,
        first_name: 'Tara',
        last_name: 'Traveller',
        email: email('lead'),
        mobile: '+1 555 0100',
        special_requests: 'Castles and coast',
        budget_cents: estimateBudgetCents({ number_of_people: people, number_of_night: nights, travel_type: travel }),
        // a listed lead went live when posted (a test may say otherwise)
        went_live_at:
          overrides.status === 'pending' || overrides.status === 'expired'
            ? null
            : (overrides.created_at ?? new Date()),
        ...overrides,
      };
      const [row] = await db
        .insert(leads)
        // with the masked copies the server writes beside the free text (domain/visible-text.ts)
        .values({
          ...visibleText({ title: values.title ?? null, special_requests: values.special_requests ?? null }),
          ...values,
        })
        .returning();
      return row!;
    },

    /** An email of each kind a public form may be given: a new one, a traveller's, a company member's, an admin's. */
    async emailsOfEachKind() {
      const traveller = await this.traveller();
      const operator = await this.companyUser();
      const admin = await this.admin();
      return {
        new: email('new'),
        traveller: traveller.user.email,
        operator: operator.user.email,
        admin: admin.user.email,
      };
    },

    /** A traveller and a trip request of theirs (`fx.lead` with these overrides). */
    async travellerLead(overrides: Partial<typeof leads.$inferInsert> = {}) {
      const traveller = await this.traveller();
      return { traveller, lead: await this.lead(traveller.user.id, overrides) };
    },

    /**
     * A marketplace of `n` leads for the planner's statistics to mean something (an empty table's plans
     * are any plan): one lead made as the app makes them, copied `n` times, one a minute back from now,
     * over a year of start dates and the three countries, a tenth of them accepted; then vacuumed, so
     * every page is all-visible (index-only scans read no row) and analysed. Returns the copies' owner.
     */
    async marketOf(n: number) {
      const traveller = await this.traveller();
      const { id } = await this.lead(traveller.user.id);
      const copied = Object.values(getTableColumns(leads))
        .map((c) => c.name)
        .filter((name) => !['id', 'search', 'created_at', 'start_date', 'status', 'country'].includes(name));
      const list = sql.raw(copied.map((c) => `"${c}"`).join(', '));
      await db.execute(sql`
        insert into leads (${list}, created_at, start_date, status, country)
        select ${list}, now() - i * interval '1 minute', current_date + 1 + i % 365,
               case when i % 10 = 0 then 'accepted' else 'open' end,
               (array['ireland', 'scotland', 'uk'])[1 + i % 3]
        from leads, generate_series(1, ${n}) i where leads.id = ${id}`);
      await db.execute(sql`vacuum analyze leads`);
      return traveller;
    },

    /** A traveller-company conversation about a lead, as buying the lead opens it (a lead is made unless given). */
    async leadConversation(opts: { companyId: number; travellerId: number; leadId?: number }) {
      const leadId = opts.leadId ?? (await this.lead(opts.travellerId)).id;
      const [row] = await db
        .insert(conversations)
        .values({ kind: 'lead', company_id: opts.companyId, lead_id: leadId, traveller_id: opts.travellerId })
        .returning();
      return row!;
    },

    /**
     * A company (its Manager and `members`, as `fx.team`) and a traveller, Maeve Byrne, talking to it about
     * her trip to Ireland.
     */
    async teamConversation<const M extends Record<string, keyof typeof ROLE_OF>>(members: M) {
      const team = await this.team(members);
      const traveller = await this.traveller({ first_name: 'Maeve', last_name: 'Byrne' });
      const lead = await this.lead(traveller.user.id, { title: 'Trip to Ireland for 2 (cultural)' });
      const companyId = team.manager.companyId;
      const chat = await this.leadConversation({ companyId, travellerId: traveller.user.id, leadId: lead.id });
      return { ...team, traveller, lead, chat, companyId };
    },

    /** The stored row of a lead, as it is now. */
    async leadRow(id: number) {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row!;
    },

    /**
     * What a SQL expression over `leads` answers for each of these leads, in their order: a rule in code
     * checked against its SQL twin.
     */
    async leadsSql<T>(expr: SQL<T>, rows: { id: number }[]): Promise<T[]> {
      const found = await db
        .select({ id: leads.id, value: expr })
        .from(leads)
        .where(
          inArray(
            leads.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((r) => found.find((f) => f.id === r.id)!.value);
    },

    /** An admin-company conversation. */
    async adminConversation(opts: {
      companyId: number;
      createdBy?: number | null;
      subject?: string | null;
      quoteId?: number | null;
      priority?: 'low' | 'normal' | 'high';
    }) {
      const [row] = await db
        .insert(conversations)
        .values({
          kind: 'admin',
          company_id: opts.companyId,
          created_by: opts.createdBy ?? null,
          subject: opts.subject ?? null,
          quote_id: opts.quoteId ?? null,
          priority: opts.priority ?? 'normal',
        })
        .returning();
      return row!;
    },
  };
}
