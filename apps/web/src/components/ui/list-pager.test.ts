import { describe, expect, it } from 'vitest';
import { keysetPageParams, rangeText } from './list-pager.tsx';

const meta = { per_page: 10, total: 923_456, current_page: 3, last_page: 92_346 };

describe('rangeText', () => {
  it('shows an exact total as it is, and an estimated one as "about" two significant figures', () => {
    expect(rangeText({ ...meta, total: 4, last_page: 1, current_page: 1 }, 4)).toBe('1-4 of 4');
    expect(rangeText({ ...meta, total_is_estimate: false }, 10)).toBe('21-30 of 923456');
    expect(rangeText({ ...meta, total_is_estimate: true }, 10)).toBe('21-30 of about 920,000');
    expect(rangeText({ ...meta, total: 10_001, total_is_estimate: true }, 10)).toBe('21-30 of about 10,000');
    expect(rangeText({ ...meta, total: 0, total_is_estimate: false }, 0)).toBe('0 of 0');
  });
});

describe('keysetPageParams', () => {
  const keyset = { ...meta, total_is_estimate: true, next_cursor: 71, prev_cursor: 80 };
  it('follows the cursors to the next and previous pages', () => {
    expect(keysetPageParams(keyset, 4)).toEqual({ page: 4, after: 71, before: undefined });
    expect(keysetPageParams(keyset, 2)).toEqual({ page: 2, after: undefined, before: 80 });
  });
  it('goes to the first page, or any other, by its number alone', () => {
    expect(keysetPageParams({ ...keyset, current_page: 2 }, 1)).toEqual({
      page: undefined,
      after: undefined,
      before: undefined,
    });
    expect(keysetPageParams(keyset, 9)).toEqual({ page: 9, after: undefined, before: undefined });
    expect(keysetPageParams(meta, 4)).toEqual({ page: 4, after: undefined, before: undefined });
  });
});
