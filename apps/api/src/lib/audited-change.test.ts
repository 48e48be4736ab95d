// changedFields: what an audited change records (the services' own tests show each save's audit row).
import { describe, expect, it } from 'vitest';
import { changedFields } from './audited-change.ts';

describe('changedFields', () => {
  it('records each field whose value changed as { from, to }, lists by content', () => {
    const before = { name: 'A', limit: null as number | null, tags: ['x', 'y'] };
    expect(changedFields(before, { name: 'A', limit: 5, tags: ['x', 'y'] })).toEqual({ limit: { from: null, to: 5 } });
    expect(changedFields(before, { tags: ['y', 'x'] })).toEqual({ tags: { from: ['x', 'y'], to: ['y', 'x'] } });
  });

  it('leaves out fields not given and fields the value does not have', () => {
    const before = { a: 1, b: 2 };
    expect(changedFields(before, { a: undefined, b: 2 })).toEqual({});
    expect(changedFields(before, { c: 3 } as Partial<typeof before>)).toEqual({});
  });
});
