// The platform's response-time medians on the performance page: the median of the companies' own
// medians, shown once PLATFORM_MIN_COMPANIES companies have one (docs/marketplace.md, "Response time").
// A file of its own: the platform's figures read every company in the database.
import { PLATFORM_MIN_COMPANIES } from '@triptender/contract/company-performance';
import { describe, expect, it } from '../../../test/harness.ts';
import { ago, boughtAt, plusMinutes, talk } from '../../../test/response-times.ts';

describe('GET /v1/company/{companyId}/performance: the platform response medians', () => {
  it('are the median over companies with enough samples, once there are five of them', async ({ as, fx, mp, db }) => {
    const t = { as, fx, mp, db };
    /** A company whose three quotes came `quote` minutes after buying and whose three replies `reply` minutes after. */
    const company = async (quote: number, reply: number, samples = 3) => {
      const manager = await fx.companyUser({ creditCents: 100_000 });
      const chat = await boughtAt(t, manager, ago(10), quote);
      for (let i = 1; i < samples; i++) await boughtAt(t, manager, ago(10 + i), quote);
      const start = ago(9);
      await talk(
        t,
        { traveller: chat.traveller, company: manager },
        chat.conversationId,
        Array.from({ length: samples }, (_, i) => [
          ['t', plusMinutes(start, i * 1000)] as const,
          ['c', plusMinutes(start, i * 1000 + reply)] as const,
        ]).flat(),
      );
      return manager;
    };
    const platform = async (caller: { token: string; companyId: number }) =>
      (await as(caller).get(`/v1/company/${caller.companyId}/performance`)).json().response.platform;

    const first = await company(60, 10);
    await company(120, 20);
    await company(180, 30);
    await company(240, 40);
    // two samples each: no median of its own, so not one of the companies
    await company(1, 1, 2);
    expect(await platform(first)).toEqual({
      quote: { median_minutes: null, companies: PLATFORM_MIN_COMPANIES - 1 },
      reply: { median_minutes: null, companies: PLATFORM_MIN_COMPANIES - 1 },
    });

    const fifth = await company(3000, 500);
    const medians = {
      quote: { median_minutes: 180, companies: 5 },
      reply: { median_minutes: 30, companies: 5 },
    };
    expect(await platform(first)).toEqual(medians);
    expect(await platform(fifth)).toEqual(medians);
  });
});
