// The response times an operator is shown and travellers see: its performance page, its public profile
// and each of its quotes on Compare Bids (docs/marketplace.md, "Response time").
import { RESPONSE_MIN_SAMPLES, responseTimePhrase } from '@triptender/contract/response-time';
import { refundPurchase } from '../purchases/ledger.ts';
import { describe, expect, it } from '../../../test/harness.ts';
import { ago, boughtAt, plusMinutes, talk } from '../../../test/response-times.ts';

const credit = { creditCents: 100_000 };

describe('response times over the last 90 days', () => {
  it('are the medians from purchase to quote and message to reply, wherever shown', async ({ as, fx, mp, db }) => {
    const manager = await fx.companyUser(credit);
    const t = { as, fx, mp, db };
    // quotes 30, 90 and 150 minutes after buying: median 90
    const first = await boughtAt(t, manager, ago(20), 30);
    const second = await boughtAt(t, manager, ago(15), 90);
    await boughtAt(t, manager, ago(10), 150);
    // not counted: a purchase with no quote yet, one before the window, and a refunded one
    await boughtAt(t, manager, ago(5));
    await boughtAt(t, manager, ago(100), 1);
    const refunded = await boughtAt(t, manager, ago(8), 5_000);
    await db.transaction((tx) =>
      refundPurchase(tx, { purchaseId: refunded.purchase.id, actorUserId: null, reason: 'Bad' }),
    );

    // replies: a run of two traveller messages answered 110 minutes after its first (not its second);
    // then 30 minutes; the second conversation 200 minutes, and a last message still waiting
    const t0 = ago(12);
    await talk(t, { traveller: first.traveller, company: manager }, first.conversationId, [
      ['t', t0],
      ['t', plusMinutes(t0, 100)],
      ['c', plusMinutes(t0, 110)],
      ['c', plusMinutes(t0, 115)],
      ['t', plusMinutes(t0, 300)],
      ['c', plusMinutes(t0, 330)],
    ]);
    const t1 = ago(6);
    await talk(t, { traveller: second.traveller, company: manager }, second.conversationId, [
      // answered, but before the window
      ['t', ago(95)],
      ['c', ago(95, -10)],
      ['t', t1],
      ['c', plusMinutes(t1, 200)],
      ['t', plusMinutes(t1, 900)],
    ]);

    const times = { quote: { median_minutes: 90, samples: 3 }, reply: { median_minutes: 110, samples: 3 } };

    const performance = await as(manager).get(`/v1/company/${manager.companyId}/performance`);
    expect(performance.statusCode, performance.body).toBe(200);
    expect(performance.json().response.company).toEqual(times);

    const profile = await as(null).get(`/v1/companies/${manager.companyId}/profile`);
    expect(profile.statusCode).toBe(200);
    const shown = profile.json().response_time;
    expect(shown).toEqual(times);
    expect(responseTimePhrase('reply', shown.reply)).toBe('Usually replies within 2 hours');
    expect(responseTimePhrase('quote', shown.quote)).toBe('Usually quotes within 2 hours');

    // the traveller's quote carries its company's response time
    const bids = await as(first.traveller).get(`/v1/client/bids/${first.traveller.user.id}`);
    expect(bids.statusCode).toBe(200);
    expect(bids.json().proposals).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: manager.companyId, response_time: times }) }),
    ]);
  });

  it(`are kept from travellers below ${RESPONSE_MIN_SAMPLES} samples, not the company`, async ({ as, fx, mp, db }) => {
    const manager = await fx.companyUser(credit);
    const t = { as, fx, mp, db };
    const first = await boughtAt(t, manager, ago(3), 60);
    await boughtAt(t, manager, ago(2), 600);
    await talk(t, { traveller: first.traveller, company: manager }, first.conversationId, [
      ['t', ago(1, 60)],
      ['c', ago(1, 30)],
    ]);

    const performance = (await as(manager).get(`/v1/company/${manager.companyId}/performance`)).json();
    expect(performance.response.company).toEqual({
      quote: { median_minutes: 330, samples: 2 },
      reply: { median_minutes: 30, samples: 1 },
    });

    const withheld = { quote: { median_minutes: null, samples: 2 }, reply: { median_minutes: null, samples: 1 } };
    const profile = (await as(null).get(`/v1/companies/${manager.companyId}/profile`)).json();
    expect(profile.response_time).toEqual(withheld);
    expect(responseTimePhrase('reply', profile.response_time.reply)).toBeNull();
    expect(responseTimePhrase('quote', profile.response_time.quote)).toBeNull();
    const bids = (await as(first.traveller).get(`/v1/client/bids/${first.traveller.user.id}`)).json();
    expect(bids.proposals[0].company.response_time).toEqual(withheld);

    // a company that never answered anything
    const idle = await fx.companyUser();
    expect((await as(null).get(`/v1/companies/${idle.companyId}/profile`)).json().response_time).toEqual({
      quote: { median_minutes: null, samples: 0 },
      reply: { median_minutes: null, samples: 0 },
    });
  });
});
