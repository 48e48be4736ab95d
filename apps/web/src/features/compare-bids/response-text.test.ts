import { describe, expect, it } from 'vitest';
import { responseText, usualResponse } from './response-text.ts';

const now = new Date('2030-05-01T12:00:00Z');

describe('responseText: the Response column of Compare Bids', () => {
  it('says how soon the operator quoted after buying, and when it last replied', () => {
    expect(
      responseText(
        {
          purchased_at: '2030-05-01T08:00:00Z',
          created_at: '2030-05-01T10:00:00Z',
          last_reply_at: '2030-05-01T11:50:00Z',
        },
        now,
      ),
    ).toEqual({ quoted: 'Quoted 2 h after purchase', replied: 'Replied 10 min ago' });
  });

  it('says when the operator has not written in the chat, and spans of seconds and days', () => {
    expect(
      responseText(
        { purchased_at: '2030-05-01T10:00:00Z', created_at: '2030-05-01T10:00:20Z', last_reply_at: null },
        now,
      ),
    ).toEqual({ quoted: 'Quoted under a minute after purchase', replied: 'No chat reply yet' });
    expect(
      responseText(
        { purchased_at: '2030-04-26T12:00:00Z', created_at: '2030-04-29T12:00:00Z', last_reply_at: null },
        now,
      ).quoted,
    ).toBe('Quoted 3 days after purchase');
  });

  it('without a purchase on record (an old quote), says how long ago it was quoted', () => {
    expect(
      responseText({ purchased_at: null, created_at: '2030-05-01T07:00:00Z', last_reply_at: null }, now).quoted,
    ).toBe('Quoted 5 h ago');
  });
});

describe('usualResponse: what the operator usually does, over the last 90 days', () => {
  it('gives the phrases it has enough samples for', () => {
    const company = (quote: number | null, reply: number | null, samples = 3) => ({
      response_time: { quote: { median_minutes: quote, samples }, reply: { median_minutes: reply, samples } },
    });
    expect(usualResponse(company(1500, 95))).toEqual([
      'Usually quotes within 2 days',
      'Usually replies within 2 hours',
    ]);
    expect(usualResponse(company(null, 30))).toEqual(['Usually replies within an hour']);
    expect(usualResponse(company(30, 30, 2))).toEqual([]);
  });
});
