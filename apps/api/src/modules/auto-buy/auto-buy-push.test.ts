// An automatic purchase tells the company's buyers at once by push too (docs/marketplace.md, "Automatic
// buying"), received and decrypted by the push-service stand-in (test/push-service.ts).
import { autoBuyer, goLive } from '../../../test/auto-buy.ts';
import { describe, expect, harness } from '../../../test/harness.ts';
import { vapidEnv } from '../../../test/push-service.ts';
import { pushServiceForFile } from '../../../test/push-service-file.ts';

const it = harness({ env: vapidEnv() });

const push = await pushServiceForFile();

describe('an automatic purchase', () => {
  it("is pushed to the devices of the company's Managers and Agents, opening the lead to quote", async ({
    as,
    fx,
    outbox,
  }) => {
    const { manager, agent, finance } = await autoBuyer({ as, fx }, 13);
    const devices = { manager: push.subscribe(), agent: push.subscribe(), finance: push.subscribe() };
    for (const [who, device] of [
      [manager, devices.manager],
      [agent, devices.agent],
      [finance, devices.finance],
    ] as const) {
      const res = await as(who).post('/v1/me/push-subscriptions', device.subscription);
      expect(res.statusCode, res.body).toBe(201);
    }
    // the Agent hears of new leads by email only: no push of the purchase either
    const quiet = await as(agent).put('/v1/me/notification-settings', {
      lead_alerts: 'instant',
      notification_channels: { new_lead: 'email' },
    });
    expect(quiet.statusCode, quiet.body).toBe(200);

    const leadId = await goLive({ as, fx }, 13);
    await outbox.work();

    const to = (device: { id: string }) =>
      push.received.filter((p) => p.device === device.id).map((p) => p.payload as { title: string; url: string });
    const bought = to(devices.manager).filter((p) => p.title === 'Auto-buy bought you a lead');
    expect(bought).toEqual([
      {
        title: 'Auto-buy bought you a lead',
        body: expect.stringMatching(/, for \$25\.00\. Send your quote before the deadline\.$/),
        url: `/company/leads?lead=${leadId}`,
        tag: `lead-${leadId}`,
      },
    ]);
    expect(to(devices.agent)).toEqual([]);
    expect(to(devices.finance)).toEqual([]);
    // the email goes to both buyers whatever their push choice
    expect(await outbox.emails(agent.user.email, 'auto-bought')).toHaveLength(1);
  });
});
