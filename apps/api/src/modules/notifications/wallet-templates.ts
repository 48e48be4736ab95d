// The emails about a company's wallet itself: the low-balance alert its Manager set (domain/spending.ts).
// Rendered by templates.ts.
import { paths } from '@triptender/contract/paths';
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Email, RenderOptions } from './templates.ts';

type WalletTemplate = 'low-balance';

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
};
