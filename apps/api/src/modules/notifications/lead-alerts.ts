// Alerts of new leads: when a lead goes live, every company whose saved lead preferences
// it fits is told live in the portal, and its users who chose instant alerts are emailed. A company
// that never saved preferences gets no alerts: every lead "fits" it (domain/lead-matching.ts), and an
// alert for every request would be noise it never asked for; it finds them in the marketplace.
// The daily digest is lead-digest.ts. docs/marketplace.md ("Alerts of new leads") states the rules.
import { and, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { BUDGET_LABELS, budgetBand } from '@triptender/contract/marketplace';
import { ROLE, TRAVEL_TYPE_LABELS, TRIP_TYPE_LABELS, type LeadAlertFrequency } from '@triptender/contract/enums';
import type { TravelType, TripType } from '@triptender/contract/enums';
import { LEAD_ALERT_DEFAULT } from '@triptender/contract/notifications';
import type { Db } from '../../db/client.ts';
import { companies, companyAutoBuy, companyLeadPreferences, emailUnsubscribes, leads, users } from '../../db/schema.ts';
import { preferencesMatchLeadSql } from '../../domain/lead-matching.ts';
import { datesFirm, detailLevel, emailConfirmedSql, flightsBooked, phoneGivenSql } from '../../domain/lead-quality.ts';
import { listedSql } from '../../domain/lead-rules.ts';
import { emailChannelSql, queuePush } from '../../domain/push.ts';
import { PUSH_TEXTS } from '@triptender/contract/push';
import { tripColumns, toTrip } from '../../domain/trip-fields.ts';
import { enqueueEmails, enqueueJob, type LeadAlertItem } from '../../lib/outbox.ts';
import { publishNewMatch } from './lead-events.ts';
import { marketplaceLeadUrl } from './lead-alert-templates.ts';

/** effectiveLeadAlerts() (contract) in SQL for the current users row: the choice, or the role's default. */
export const leadAlertsSql = sql<LeadAlertFrequency>`coalesce(${users.lead_alerts}, case ${users.company_role} ${sql.raw(
  Object.entries(LEAD_ALERT_DEFAULT)
    .map(([role, frequency]) => `when ${Number(role)} then '${frequency}'`)
    .join(' '),
)} else 'off' end)`;

/**
 * The users who may be emailed alerts of `frequency`: company users who chose it (or whose role has it
 * by default), not disabled, whose address neither bounced nor unsubscribed from the lead alerts, and
 * whose channel for new leads includes email (domain/push.ts).
 */
export function alertRecipientsSql(frequency: LeadAlertFrequency): SQL {
  return and(
    eq(users.role, ROLE.COMPANY),
    isNull(users.disabled_at),
    emailChannelSql('new_lead'),
    isNull(users.email_bounced_at),
    sql`${leadAlertsSql} = ${frequency}`,
    notExists(
      sql`(select 1 from ${emailUnsubscribes} where ${emailUnsubscribes.email} = ${users.email}
        and ${emailUnsubscribes.list} = 'lead-alerts' and ${emailUnsubscribes.unsubscribed_at} is not null)`,
    ),
  )!;
}

/** What an alert shows of a lead: its trip and the quality signals that speak for it, no contact details. */
export const alertColumns = {
  ...tripColumns,
  budget_cents: leads.budget_cents,
  email_confirmed: emailConfirmedSql,
  phone_given: phoneGivenSql,
};
type AlertRow = Parameters<typeof toTrip>[0] & { budget_cents: number; email_confirmed: boolean; phone_given: boolean };

export function toAlertItem(row: AlertRow): LeadAlertItem {
  const trip = toTrip(row, { maskContacts: true });
  const nights = `${trip.number_of_night} ${trip.number_of_night === 1 ? 'night' : 'nights'}`;
  const facts = [
    nights,
    TRIP_TYPE_LABELS[trip.trip_type as TripType] ?? trip.trip_type,
    TRAVEL_TYPE_LABELS[trip.travel_type as TravelType] ?? trip.travel_type,
    `budget estimated ${BUDGET_LABELS[budgetBand(row.budget_cents)]}`,
  ].join(' · ');
  const signals = [
    row.email_confirmed && 'Email confirmed',
    row.phone_given && 'Phone given',
    datesFirm(row) && 'Dates firm',
    flightsBooked(row.flight_booked) && 'Flights booked',
    detailLevel(row.special_requests) === 'detailed' && 'Detailed request',
  ].filter((s): s is string => typeof s === 'string');
  return { id: trip.id, title: trip.title, facts, signals };
}

/**
 * A lead went live (posted open, or confirmed by its traveller): tells each company whose saved
 * preferences it fits, live (realtime 'lead.new_match' to its connected users, on commit), by
 * email to its users on instant alerts, one per user and lead, and by push to the devices of its users
 * on instant alerts (domain/push.ts: their channel and quiet hours decide). Call it inside the transaction that
 * made the lead live, so nothing is told of a lead that did not go live.
 */
export async function announceLiveLead(tx: Db, leadId: number): Promise<void> {
  const [lead] = await tx
    .select(alertColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), listedSql, eq(leads.status, 'open')));
  if (!lead) return;
  const fitting = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companyLeadPreferences)
    .innerJoin(companies, eq(companies.id, companyLeadPreferences.company_id))
    .innerJoin(leads, eq(leads.id, leadId))
    .where(preferencesMatchLeadSql());
  if (fitting.length === 0) return;
  // auto-buy companies among them are offered it next, once, after this commits (modules/auto-buy/run.ts)
  const [autoBuyer] = await tx
    .select({ id: companyAutoBuy.company_id })
    .from(companyAutoBuy)
    .where(
      and(
        inArray(
          companyAutoBuy.company_id,
          fitting.map((c) => c.id),
        ),
        eq(companyAutoBuy.enabled, true),
        isNull(companyAutoBuy.paused_at),
      ),
    )
    .limit(1);
  if (autoBuyer) {
    // a job, not an email: `to` only names what it is about
    await enqueueJob(tx, {
      to: `lead #${leadId}`,
      job: 'auto-buy',
      data: { lead_id: leadId },
      dedupeKey: `auto-buy:${leadId}`,
    });
  }

  const item = toAlertItem(lead);
  await publishNewMatch(
    tx,
    fitting.map((c) => c.id),
    { id: item.id, title: item.title.slice(0, 200), country: lead.country },
  );
  const names = new Map(fitting.map((c) => [c.id, c.name]));
  const instant = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.company_id, [...names.keys()]),
        eq(users.role, ROLE.COMPANY),
        isNull(users.disabled_at),
        sql`${leadAlertsSql} = 'instant'`,
      ),
    );
  await queuePush(tx, {
    userIds: instant.map((u) => u.id),
    kind: 'new_lead',
    payload: {
      ...PUSH_TEXTS.newLead({ ...lead, facts: item.facts }),
      url: marketplaceLeadUrl('', item.title),
      tag: `lead-${leadId}`,
    },
    dedupe: leadId,
  });
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      company_id: users.company_id,
    })
    .from(users)
    .where(and(inArray(users.company_id, [...names.keys()]), alertRecipientsSql('instant')));
  await enqueueEmails(
    tx,
    recipients.map((user) => ({
      to: user.email,
      toName: `${user.first_name} ${user.last_name}`,
      template: 'new-lead-alert',
      data: { first_name: user.first_name, company_name: names.get(user.company_id!) ?? '', lead: item },
      dedupeKey: `lead-alert:${user.id}:${leadId}`,
    })),
  );
}
