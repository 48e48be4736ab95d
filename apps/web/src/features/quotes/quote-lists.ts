// What the quote form does to its two lists when the operator ticks an item or types one.
import { type ChecklistItem, isChecklistItem, legacyItem } from '@triptender/contract/quote-items';

export type Lists = { inclusions: string[]; exclusions: string[] };
export type Side = keyof Lists;

/** Sets a checklist item to one side, or to neither (`null`), keeping the free items as they are. */
export function placeItem(lists: Lists, item: ChecklistItem, side: Side | null): Lists {
  const without = (l: string[]) => l.filter((i) => i !== item);
  return {
    inclusions: side === 'inclusions' ? [...without(lists.inclusions), item] : without(lists.inclusions),
    exclusions: side === 'exclusions' ? [...without(lists.exclusions), item] : without(lists.exclusions),
  };
}

/**
 * Adds what the operator typed to one side: a checklist item named by key or label ("car hire") is
 * ticked there; anything else is a free item, with a first capital if it would read as a key
 * ("kayaking" -> "Kayaking"), as the API reads such a word (legacyItem in the contract).
 */
export function addTyped(lists: Lists, side: Side, typed: string): Lists {
  const text = typed.trim();
  if (!text) return lists;
  const item = legacyItem(text);
  if (isChecklistItem(item)) return placeItem(lists, item, side);
  if (lists[side].some((i) => i.toLowerCase() === item.toLowerCase())) return lists;
  return { ...lists, [side]: [...lists[side], item] };
}
