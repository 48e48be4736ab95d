// The compare drawer's matrix: one row per checklist item, a cell per quote saying whether
// it is included, not included, or not stated; rows where every quote says the same are set apart so
// the differences come first.
import {
  CHECKLIST_LABELS,
  type ChecklistItem,
  isChecklistItem,
  QUOTE_CHECKLIST,
} from '@triptender/contract/quote-items';
import type { QuoteContent } from '@triptender/contract/quotes';

export type Cell = 'included' | 'excluded' | 'unstated';
export type MatrixRow = { item: ChecklistItem; label: string; cells: Cell[]; agree: boolean };

type Listed = Pick<QuoteContent, 'inclusions' | 'exclusions'>;

const cellOf = (q: Listed, item: ChecklistItem): Cell =>
  q.inclusions.includes(item) ? 'included' : q.exclusions.includes(item) ? 'excluded' : 'unstated';

/** Every checklist item in checklist order, the differing rows and the agreeing rows apart. */
export function inclusionMatrix(quotes: readonly Listed[]): { differ: MatrixRow[]; agree: MatrixRow[] } {
  const rows = QUOTE_CHECKLIST.map((item) => {
    const cells = quotes.map((q) => cellOf(q, item));
    return { item, label: CHECKLIST_LABELS[item], cells, agree: cells.every((c) => c === cells[0]) };
  });
  return { differ: rows.filter((r) => !r.agree), agree: rows.filter((r) => r.agree) };
}

/** A quote's free items (its own words), included and not. */
export const freeItems = (q: Listed) => ({
  included: q.inclusions.filter((i) => !isChecklistItem(i)),
  excluded: q.exclusions.filter((i) => !isChecklistItem(i)),
});

export const CELL_LABELS: Record<Cell, string> = {
  included: 'Included',
  excluded: 'Not included',
  unstated: 'Not stated',
};
