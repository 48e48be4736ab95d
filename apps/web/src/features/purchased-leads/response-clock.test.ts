import { describe, expect, it } from 'vitest';
import { responseClockState, timeLeftText } from './response-clock.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const H = 3_600_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const purchase = (over: Partial<Parameters<typeof responseClockState>[0]> = {}) => ({
  quote_due_at: at(28 * H),
  slot_released_at: null,
  refunded_at: null,
  quote: null,
  lead: { status: 'open' as const },
  ...over,
});

describe('timeLeftText', () => {
  it('reads days and hours, hours, or minutes, rounded down', () => {
    expect(timeLeftText(28 * H)).toBe('1 day 4 h');
    expect(timeLeftText(48 * H)).toBe('2 days');
    expect(timeLeftText(3 * H + 59 * 60_000)).toBe('3 h');
    expect(timeLeftText(25 * 60_000)).toBe('25 min');
    expect(timeLeftText(10_000)).toBe('1 min');
  });
});

describe('responseClockState', () => {
  it('counts down until the deadline', () => {
    expect(responseClockState(purchase(), NOW)).toEqual({
      kind: 'countdown',
      text: 'Quote within 1 day 4 h',
      dueAt: at(28 * H),
      urgent: false,
    });
    expect(responseClockState(purchase({ quote_due_at: at(3 * H) }), NOW)).toMatchObject({
      text: 'Quote due in 3 h',
      urgent: true,
    });
  });

  it('says the deadline passed, then that the slot was freed', () => {
    expect(responseClockState(purchase({ quote_due_at: at(-H) }), NOW)).toEqual({ kind: 'overdue', dueAt: at(-H) });
    expect(responseClockState(purchase({ quote_due_at: at(-H), slot_released_at: at(-1) }), NOW)).toEqual({
      kind: 'released',
    });
  });

  it('says nothing once quoted or refunded, or when the lead is no longer open', () => {
    const quote = {} as NonNullable<Parameters<typeof responseClockState>[0]['quote']>;
    expect(responseClockState(purchase({ quote }), NOW)).toBeNull();
    expect(responseClockState(purchase({ quote, slot_released_at: at(-1) }), NOW)).toBeNull();
    expect(responseClockState(purchase({ refunded_at: at(-1) }), NOW)).toBeNull();
    expect(responseClockState(purchase({ lead: { status: 'accepted' } }), NOW)).toBeNull();
    expect(responseClockState(purchase({ quote_due_at: null }), NOW)).toBeNull();
  });
});
