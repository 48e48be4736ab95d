import { describe, expect, it } from 'vitest';
import { addTyped, placeItem } from './quote-lists.ts';

const empty = { inclusions: [], exclusions: [] };

describe('the quote form lists', () => {
  it('ticks a checklist item on one side only, or on neither', () => {
    const included = placeItem({ inclusions: ['Boat trip'], exclusions: ['breakfast'] }, 'breakfast', 'inclusions');
    expect(included).toEqual({ inclusions: ['Boat trip', 'breakfast'], exclusions: [] });
    expect(placeItem(included, 'breakfast', null)).toEqual({ inclusions: ['Boat trip'], exclusions: [] });
  });

  it('reads what is typed: a checklist name ticks it, a single lowercase word gains a capital, repeats are ignored', () => {
    expect(addTyped(empty, 'inclusions', '  Car hire ')).toEqual({ inclusions: ['car_hire'], exclusions: [] });
    expect(addTyped(empty, 'exclusions', 'kayaking')).toEqual({ inclusions: [], exclusions: ['Kayaking'] });
    const once = addTyped(empty, 'inclusions', 'Whiskey tasting at Midleton');
    expect(addTyped(once, 'inclusions', 'whiskey tasting at midleton')).toEqual(once);
    expect(addTyped(once, 'inclusions', '   ')).toEqual(once);
    // naming a checklist item that is on the other side moves it
    expect(addTyped({ inclusions: ['ferries'], exclusions: [] }, 'exclusions', 'Ferries')).toEqual({
      inclusions: [],
      exclusions: ['ferries'],
    });
  });
});
