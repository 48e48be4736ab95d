import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_REASONS } from '@triptender/contract/marketplace';
import { buyState, ROLE_CANNOT_BUY } from './buy-state.ts';

describe('buyState', () => {
  it("disables the button with the server's reason first, then the role's", () => {
    expect(buyState({ unavailable_reason: null }, true)).toEqual({ disabled: false, reason: null });
    expect(buyState({ unavailable_reason: UNAVAILABLE_REASONS.soldOut }, true)).toEqual({
      disabled: true,
      reason: 'Sold out',
    });
    expect(buyState({ unavailable_reason: UNAVAILABLE_REASONS.bought }, false).reason).toBe('You bought this request');
    expect(buyState({ unavailable_reason: null }, false)).toEqual({ disabled: true, reason: ROLE_CANNOT_BUY });
  });
});
