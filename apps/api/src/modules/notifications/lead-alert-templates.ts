// The emails of new leads that fit a company's lead preferences (modules/notifications/lead-alerts.ts):
// one per lead (instant) and the daily digest. Both are on the 'lead-alerts' list, so they carry the
// one-click unsubscribe (lib/email-lists.ts). Rendered by templates.ts.
import { paths } from '@triptender/contract/paths';
import type { EmailTemplates, LeadAlertItem } from '../../lib/outbox.ts';
import type { Email, RenderOptions } from './templates.ts';

type LeadAlertTemplate = 'new-lead-alert' | 'lead-digest';

/**
 * The marketplace, on all leads and searched for the lead's title: the lead is at the top, and still
 * found after the company changes its preferences.
 */
export function marketplaceLeadUrl(publicUrl: string, title: string): string {
  const query = new URLSearchParams({ match: 'all', search: title });
  return `${publicUrl}${paths.company.marketplace}?${query.toString()}`;
}

const item = (l: LeadAlertItem) => ({
  title: l.title,
  detail: l.signals.length > 0 ? `${l.facts}. ${l.signals.join(' · ')}` : l.facts,
});

const SETTINGS_NOTE =
  'You get these because new-lead alerts are on for you. Choose instant, a daily digest or off in Settings of the Tour Operator Portal.';

export const LEAD_ALERT_TEMPLATES: {
  [T in LeadAlertTemplate]: (data: EmailTemplates[T], o: RenderOptions) => Email;
} = {
  'new-lead-alert': (d, o) => ({
    subject: `New trip request for ${d.company_name}: ${d.lead.title}`,
    preheader: d.lead.facts,
    heading: `Hi ${d.first_name}, a new trip request fits your preferences`,
    blocks: [
      { p: `A traveller just posted a trip request that fits the lead preferences of ${d.company_name}:` },
      { items: [item(d.lead)] },
      { p: 'Buy it in the marketplace to see their contact details and send your quote.' },
      ...(o.publicUrl
        ? [{ button: { label: 'See the trip request', url: marketplaceLeadUrl(o.publicUrl, d.lead.title) } }]
        : []),
      { note: SETTINGS_NOTE },
    ],
  }),
  'lead-digest': (d, o) => {
    const total = d.leads.length + d.more;
    const count = total === 1 ? '1 new trip request' : `${total} new trip requests`;
    return {
      subject: `${count} for ${d.company_name} on TripTender`,
      preheader: d.leads.map((l) => l.title).join(' · '),
      heading: `Hi ${d.first_name}, ${count} fit your preferences`,
      blocks: [
        {
          p: `Since your last digest, these trip requests that fit the lead preferences of ${d.company_name} went live:`,
        },
        { items: d.leads.map(item) },
        ...(d.more > 0 ? [{ p: `And ${d.more} more in the marketplace.` }] : []),
        ...(o.publicUrl
          ? [{ button: { label: 'Open the marketplace', url: `${o.publicUrl}${paths.company.marketplace}` } }]
          : []),
        { note: SETTINGS_NOTE },
      ],
    };
  },
};
