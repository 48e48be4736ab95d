import type { TravelType } from './enums.ts';

/**
 * Travellers do not state a budget, so the marketplace's Budget Range filter works on an estimate:
 * people x nights x a typical cost per person per night for the way they want to travel
 * (accommodation, transport and guiding, without flights).
 */
export const BUDGET_RATE_CENTS: Record<TravelType, number> = {
  'self-drive': 12_000,
  'coach-bus': 15_000,
  'dont-know': 15_000,
  'tour-guide': 22_000,
};

export function estimateBudgetCents(lead: {
  number_of_people: number;
  number_of_night: number;
  travel_type: TravelType;
}): number {
  return lead.number_of_people * lead.number_of_night * BUDGET_RATE_CENTS[lead.travel_type];
}

/** The budget bands: low under $2,000, medium $2,000-$5,000, high $5,000+. */
export const BUDGET_BANDS = {
  low: { minCents: 0, maxCents: 200_000 },
  medium: { minCents: 200_000, maxCents: 500_000 },
  high: { minCents: 500_000, maxCents: null },
} as const;
export type BudgetBand = keyof typeof BUDGET_BANDS;
