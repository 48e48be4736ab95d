import { describe, expect, it } from 'vitest';
import { freeItems, inclusionMatrix } from './comparison.ts';

const a = { inclusions: ['accommodation', 'breakfast', 'ferries', 'Skellig landing boat'], exclusions: ['flights'] };
const b = { inclusions: ['accommodation', 'private_guide'], exclusions: ['breakfast', 'flights', 'Lunches'] };

describe('inclusionMatrix', () => {
  it('puts the rows that differ first, in checklist order, with a cell per quote', () => {
    const { differ, agree } = inclusionMatrix([a, b]);
    expect(differ.map((r) => [r.item, r.cells])).toEqual([
      ['breakfast', ['included', 'excluded']],
      ['private_guide', ['unstated', 'included']],
      ['ferries', ['included', 'unstated']],
    ]);
    expect(agree.find((r) => r.item === 'accommodation')?.cells).toEqual(['included', 'included']);
    expect(agree.find((r) => r.item === 'flights')?.cells).toEqual(['excluded', 'excluded']);
    expect(agree.find((r) => r.item === 'tips')?.cells).toEqual(['unstated', 'unstated']);
    expect(differ.length + agree.length).toBe(15);
  });

  it("sets each quote's own words apart from the checklist", () => {
    expect(freeItems(a)).toEqual({ included: ['Skellig landing boat'], excluded: [] });
    expect(freeItems(b)).toEqual({ included: [], excluded: ['Lunches'] });
  });
});
