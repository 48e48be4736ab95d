// The emails about a company's wallet itself: the low-balance alert its Manager set (domain/spending.ts)
// and a lead refunded without anyone asking (modules/purchases/auto-refunds.ts). Rendered by templates.ts.
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import { paths } from '@triptender/contract/paths';
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Email, RenderOptions } from './templates.ts';

type WalletTemplate = 'low-balance' | 'lead-refunded';

export const WALLET_TEMPLATES: { [T in WalletTemplate]: (data: EmailTemplates[T], o: RenderOptions) => Email } = {
  'low-balance': (d, o) => ({
    subject: `Your TripTender wallet is below ${d.threshold}`,
    preheader: `The balance of ${d.company_name} is ${d.balance}.`,
    heading: `Hi ${d.first_name}, your wallet is running low`,
    blocks: [
      {
        p: `The wallet of ${d.company_name} is down to ${d.balance}, below the ${d.threshold} alert your team set. Trip requests are paid from this credit: top up to keep buying them.`,
      },
      ...(o.publicUrl ? [{ button: { label: 'Open the wallet', url: `${o.publicUrl}${paths.company.wallet}` } }] : []),
      {
        note: 'We send this once each time the balance falls below the alert. A Manager can change or turn off the alert on the wallet page.',
      },
    ],
  }),
  'lead-refunded': (d, o) => ({
    subject: `Refunded: ${d.amount} for "${d.lead_title}"`,
    preheader: `${d.amount} is back in the wallet of ${d.company_name}.`,
    heading: `Hi ${d.first_name}, a lead was refunded`,
    blocks: [
      {
        p: `We refunded the ${d.amount} that ${d.company_name} paid for "${d.lead_title}" to its TripTender wallet. Nobody needed to report it.`,
      },
      { p: `Why: ${d.reason}` },
      ...(o.publicUrl
        ? [
            {
              button:
                d.link === 'wallet'
                  ? { label: 'Open the wallet', url: `${o.publicUrl}${paths.company.wallet}` }
                  : { label: 'Open My Leads', url: `${o.publicUrl}${paths.company.leads}` },
            },
          ]
        : []),
      {
        note: `TripTender refunds a lead by itself when the traveller cannot be reached (the email bounced), when it repeats a request the traveller had already posted, or when we remove it. For anything else, report a bad lead from the wallet within ${BAD_LEAD_REPORT_WINDOW_DAYS} days of buying it.`,
      },
    ],
  }),
};
