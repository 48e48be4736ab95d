// The emails of automatic buying (docs/marketplace.md, "Automatic buying"): a lead bought for the
// company (modules/auto-buy/run.ts) and auto-buy pausing itself (domain/auto-buy.ts). Rendered by templates.ts.
import { paths } from '@triptender/contract/paths';
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Email, RenderOptions } from './templates.ts';

type AutoBuyTemplate = 'auto-bought' | 'auto-buy-paused';

export const AUTO_BUY_TEMPLATES: { [T in AutoBuyTemplate]: (data: EmailTemplates[T], o: RenderOptions) => Email } = {
  'auto-bought': (d, o) => ({
    subject: `Bought for you: ${d.lead_title}. Quote by ${d.quote_due}`,
    preheader: `Auto-buy bought a trip request for ${d.company_name} for ${d.price}.`,
    heading: `Hi ${d.first_name}, auto-buy bought a trip request`,
    blocks: [
      {
        p: `Auto-buy bought "${d.lead_title}" for ${d.company_name} for ${d.price}: it fits your lead preferences and your weekly budget. The traveller's contact details are on My Leads.`,
      },
      {
        p: `Send your quote by ${d.quote_due}. A lead without a quote by then gives its place to another operator, and two in a row pause auto-buy.`,
      },
      ...(o.publicUrl ? [{ button: { label: 'Quote this trip', url: d.link } }] : []),
      { note: 'A Manager can change the weekly budget or turn auto-buy off in Settings of the Tour Operator Portal.' },
    ],
  }),
  'auto-buy-paused': (d, o) => ({
    subject: `Auto-buy is paused for ${d.company_name}`,
    preheader: `${d.missed} leads it bought in a row got no quote before their deadline.`,
    heading: `Hi ${d.first_name}, auto-buy is paused`,
    blocks: [
      {
        p: `Auto-buy stopped buying trip requests for ${d.company_name}: the last ${d.missed} leads it bought got no quote before their quote deadline, so their places went to other operators. Nothing more is bought until a Manager turns it on again.`,
      },
      ...(o.publicUrl
        ? [{ button: { label: 'Open auto-buy settings', url: `${o.publicUrl}${paths.company.settings}` } }]
        : []),
      { note: 'Turn it on again when your team can quote within the deadline; the leads already bought stay yours.' },
    ],
  }),
};
