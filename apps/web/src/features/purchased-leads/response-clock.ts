import type { PurchasedLead } from '@triptender/contract/purchases';

/**
 * What My Leads says about a purchase's quote deadline (the response clock, docs/marketplace.md): a
 * countdown until the company quotes, a note once its slot was freed, nothing once it quoted, was
 * refunded, or the lead is no longer open. `now` is the clock (ms), for tests.
 */
export type ResponseClockState =
  | { kind: 'countdown'; text: string; dueAt: string; urgent: boolean }
  | { kind: 'overdue'; dueAt: string }
  | { kind: 'released' }
  | null;

type ClockPurchase = Pick<PurchasedLead, 'quote_due_at' | 'slot_released_at' | 'refunded_at' | 'quote'> & {
  lead: Pick<PurchasedLead['lead'], 'status'>;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (t: string | Date) => (typeof t === 'string' ? t : t.toISOString());

/** "1 day 4 h", "3 days", "3 h", "25 min": the time left, rounded down, never below a minute. */
export function timeLeftText(ms: number): string {
  if (ms >= DAY) {
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''}`;
  }
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
}

export function responseClockState(p: ClockPurchase, now: number = Date.now()): ResponseClockState {
  if (p.quote || p.refunded_at) return null;
  if (p.slot_released_at) return { kind: 'released' };
  if (!p.quote_due_at || p.lead.status !== 'open') return null;
  const dueAt = iso(p.quote_due_at);
  const left = new Date(dueAt).getTime() - now;
  if (left <= 0) return { kind: 'overdue', dueAt };
  // a day or more reads "Quote within 1 day 4 h"; the last day counts down "Quote due in 3 h"
  const text = left >= DAY ? `Quote within ${timeLeftText(left)}` : `Quote due in ${timeLeftText(left)}`;
  return { kind: 'countdown', text, dueAt, urgent: left < 6 * HOUR };
}

export const RESPONSE_CLOCK_TEXTS = {
  keepSlot: 'to keep your buyer slot on this request.',
  released: 'Your slot was freed for another operator: you can still quote.',
  releasedWhy:
    'You did not quote within the deadline, so another company may buy this request. You keep the contact details, and the purchase is not refunded.',
  overdue: 'Your quote deadline has passed: your slot may be freed for another operator. You can still quote.',
} as const;
