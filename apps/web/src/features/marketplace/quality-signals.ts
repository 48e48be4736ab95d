import { BUDGET_LABELS, type OpenLead } from '@triptender/contract/marketplace';

/**
 * One quality signal as a card shows it: a sentence that reads the same without colour or icon, and
 * whether it speaks for the lead (a tick), against it (a cross) or neither (a plain fact).
 */
export type QualitySignal = { key: string; text: string; tone: 'yes' | 'no' | 'info' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The card's list of the lead's quality signals (computed by the API: domain/lead-quality.ts). When it
 * was posted is the card's 'Posted ... ago' under the title; the rules are in docs/marketplace.md.
 */
export function qualitySignals(q: OpenLead['quality']): QualitySignal[] {
  const yesNo = (key: string, ok: boolean, yes: string, no: string): QualitySignal => ({
    key,
    text: ok ? yes : no,
    tone: ok ? 'yes' : 'no',
  });
  // 'Under $2,000' reads 'under $2,000' inside a sentence
  const band = BUDGET_LABELS[q.budget.estimated_band].replace(/^U/, 'u');
  return [
    yesNo('email', q.email_confirmed, 'Email confirmed', 'Email not confirmed'),
    yesNo('phone', q.phone_given, 'Phone given', 'No phone given'),
    yesNo('dates', q.dates_firm, 'Dates firm', 'Dates not firm'),
    yesNo('flights', q.flights_booked, 'Flights booked', 'No flights booked'),
    {
      key: 'budget',
      text: q.budget.stated ? `Budget ${band}` : `Budget not stated (estimated ${band})`,
      tone: 'info',
    },
    q.detail === 'none'
      ? { key: 'detail', text: 'No details given', tone: 'no' }
      : {
          key: 'detail',
          text: `${q.detail === 'detailed' ? 'Detailed' : 'Brief'} request (${plural(q.detail_words, 'word', 'words')})`,
          tone: q.detail === 'detailed' ? 'yes' : 'info',
        },
    {
      key: 'buyers',
      text: q.buyers === 0 ? 'Not bought yet' : `Bought by ${plural(q.buyers, 'company', 'companies')}`,
      tone: 'info',
    },
    {
      key: 'quoted',
      text: q.quoted === 0 ? 'No quotes yet' : `Quoted by ${plural(q.quoted, 'company', 'companies')}`,
      tone: 'info',
    },
  ];
}
