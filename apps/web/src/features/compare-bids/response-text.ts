import { shortSpan } from '@triptender/contract/operator-profile';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { responseTimePhrase } from '@triptender/contract/response-time';

const minutesBetween = (from: string, to: string | Date) =>
  (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

/**
 * Compare Bids' Response column, from real data: how soon after buying the request the operator quoted,
 * and when it last wrote in the chat ("Quoted 2 h after purchase", "Replied 10 min ago").
 */
export function responseText(
  p: Pick<TravellerQuote, 'purchased_at' | 'created_at' | 'last_reply_at'>,
  now: Date = new Date(),
): { quoted: string; replied: string } {
  return {
    quoted: p.purchased_at
      ? `Quoted ${shortSpan(minutesBetween(p.purchased_at, p.created_at))} after purchase`
      : `Quoted ${shortSpan(minutesBetween(p.created_at, now))} ago`,
    replied: p.last_reply_at ? `Replied ${shortSpan(minutesBetween(p.last_reply_at, now))} ago` : 'No chat reply yet',
  };
}

/**
 * What the operator usually does, over the last 90 days ("Usually quotes within a day", "Usually
 * replies within 2 hours"): the phrases of responseTimePhrase it has enough samples for, maybe none.
 */
export function usualResponse(company: Pick<TravellerQuote['company'], 'response_time'>): string[] {
  return (['quote', 'reply'] as const).flatMap((kind) => {
    const phrase = responseTimePhrase(kind, company.response_time[kind]);
    return phrase ? [phrase] : [];
  });
}
