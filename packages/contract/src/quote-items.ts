// What a quote includes and leaves out: items of one checklist, named by key, plus free
// items in the operator's own words. The compare drawer shows the checklist as a matrix of ticks.
//   "inclusions": ["accommodation", "breakfast", "Whiskey tasting at Midleton"]
// A key is written like one (lowercase letters joined by underscores: "car_hire"); anything else is a
// free item. A key-like word that is not on the checklist is refused, so a typo ("acommodation")
// never passes as a free item. For one release a single string is still taken (the pre-list API):
// it is split on commas, semicolons and new lines, and a piece naming a checklist item (its key or
// label, any case) becomes that key; nothing in such a string is refused.

export const QUOTE_CHECKLIST = [
  'accommodation',
  'breakfast',
  'other_meals',
  'private_guide',
  'driver',
  'transfers',
  'car_hire',
  'fuel',
  'rail_travel',
  'ferries',
  'entrance_fees',
  'activities',
  'flights',
  'travel_insurance',
  'tips',
] as const;
export type ChecklistItem = (typeof QUOTE_CHECKLIST)[number];

export const CHECKLIST_LABELS: Record<ChecklistItem, string> = {
  accommodation: 'Accommodation',
  breakfast: 'Breakfast',
  other_meals: 'Other meals',
  private_guide: 'Private guide',
  driver: 'Driver',
  transfers: 'Transfers',
  car_hire: 'Car hire',
  fuel: 'Fuel',
  rail_travel: 'Rail travel',
  ferries: 'Ferries',
  entrance_fees: 'Entrance fees',
  activities: 'Activities',
  flights: 'Flights',
  travel_insurance: 'Travel insurance',
  tips: 'Tips and gratuities',
};

/** At most this many items in each list, and this many characters in a free item. */
export const QUOTE_ITEMS_MAX = 40;
export const QUOTE_ITEM_MAX_LENGTH = 300;

const KEY_LIKE = /^[a-z]+(?:_[a-z]+)*$/;

export const isChecklistItem = (item: string): item is ChecklistItem =>
  (QUOTE_CHECKLIST as readonly string[]).includes(item);

/** Written like a key: "car_hire", "breakfast" (a free item has a capital, a space, a digit or a sign). */
export const looksLikeKey = (item: string) => KEY_LIKE.test(item);

const byLabel = new Map<string, ChecklistItem>(
  QUOTE_CHECKLIST.flatMap((k) => [
    [k, k],
    [k.replace(/_/g, ' '), k],
    [CHECKLIST_LABELS[k].toLowerCase(), k],
  ]),
);

/**
 * One piece of a pre-list string as an item: a checklist key when it names one (key or label, any
 * case), otherwise the text (cut to the longest an item may be), with a first capital so it can
 * never read as a key. Migration 0011 does the same in SQL to the quotes stored before lists.
 */
export function legacyItem(piece: string): string {
  const key = byLabel.get(piece.toLowerCase().replace(/\s+/g, ' '));
  if (key) return key;
  const text = piece.slice(0, QUOTE_ITEM_MAX_LENGTH);
  return looksLikeKey(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A pre-list inclusions or exclusions string as items: split on commas, semicolons, bullets and new
 * lines, without repeats, at most QUOTE_ITEMS_MAX.
 */
export function splitLegacyItems(value: string): string[] {
  const pieces = value
    .split(/[\n\r,;•]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map(legacyItem);
  return normaliseItems(pieces).slice(0, QUOTE_ITEMS_MAX);
}

/** Items without repeats (the first kept), checklist keys first in checklist order, then free items as given. */
export function normaliseItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique = items.filter((i) => {
    const k = isChecklistItem(i) ? i : i.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return [...QUOTE_CHECKLIST.filter((k) => unique.includes(k)), ...unique.filter((i) => !isChecklistItem(i))];
}

/** An item as people read it: a key's label, or the free text. */
export const itemLabel = (item: string) => (isChecklistItem(item) ? CHECKLIST_LABELS[item] : item);
