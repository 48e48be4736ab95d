// One-click unsubscribe (RFC 8058): alerts and bulk emails sent through a real SMTP server
// carry List-Unsubscribe and List-Unsubscribe-Post and a footer link; the key works without logging in
// (GET describes, POST unsubscribes, the mail client's form POST too); an unsubscribed address gets
// no more emails of that list, while emails it needs (a password link) still go.
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { type As, describe, expect, type Fixtures, it, type Mail, newClientAddress } from '../../../test/harness.ts';
import type { ReceivedMail } from '../../../test/smtp.ts';

const PUBLIC_URL = 'http://tt.test';

const ALERT = {
  first_name: 'Cian',
  company_name: 'Glen Tours',
  lead: { id: 1, title: 'Scotland · 4 people · 12 Jan 2027', facts: '10 nights · Cultural', signals: [] },
};

/** The key of the List-Unsubscribe header, after checking both RFC 8058 headers and the footer link. */
function unsubscribeKeyOf(mail: ReceivedMail): string {
  const header = mail.headers['list-unsubscribe'];
  const match = /^<http:\/\/tt\.test\/v1\/unsubscribe\/([A-Za-z0-9_-]{43})>$/.exec(header ?? '');
  expect(match, header).not.toBeNull();
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${match![1]}`);
  return match![1]!;
}

const noLogin = (
  as: As,
  method: 'GET' | 'POST',
  url: string,
  opts: { payload?: string | object; headers?: Record<string, string> } = {},
) => {
  const sent = { remoteAddress: newClientAddress(), ...(opts.headers ? { headers: opts.headers } : {}) };
  return method === 'GET' ? as(null).get(url, sent) : as(null).post(url, opts.payload, sent);
};

describe('List-Unsubscribe on alert and bulk emails', () => {
  it('a new-lead alert and a savings guide carry both headers and the link; a password email does not', async ({
    as,
    fx,
    db,
    mail,
  }) => {
    const agent = await fx.companyUser();
    await enqueueEmail(db, { to: agent.user.email, template: 'new-lead-alert', data: ALERT });
    const reader = fx.email('reader');
    const signup = await noLogin(as, 'POST', '/v1/client/lead-magnet', {
      payload: {
        first_name: 'Niamh',
        last_name: 'Byrne',
        email: reader,
        lead_type: 'lead-magnet-all',
        title: 'Travel Savings Guide',
      },
    });
    expect([200, 201]).toContain(signup.statusCode);
    await enqueueEmail(db, {
      to: agent.user.email,
      template: 'password-reset',
      data: { first_name: 'Cian', link: `${PUBLIC_URL}/set-password?token=x` },
    });
    await mail.send();

    const alert = await mail.server.waitFor(
      (m) => m.to.includes(agent.user.email) && /New trip request/.test(m.subject),
    );
    const guide = await mail.server.waitFor((m) => m.to.includes(reader));
    const alertKey = unsubscribeKeyOf(alert);
    const guideKey = unsubscribeKeyOf(guide);
    expect(alertKey).not.toBe(guideKey);
    const reset = await mail.server.waitFor((m) => m.to.includes(agent.user.email) && /password/i.test(m.subject));
    expect(reset.headers['list-unsubscribe']).toBeUndefined();

    // one key per address and list, whatever the number of emails
    await enqueueEmail(db, { to: agent.user.email, template: 'new-lead-alert', data: ALERT });
    await mail.send();
    const alerts = mail.server.messages.filter(
      (m) => m.to.includes(agent.user.email) && /New trip request/.test(m.subject),
    );
    expect(alerts).toHaveLength(2);
    expect(unsubscribeKeyOf(alerts[1]!)).toBe(alertKey);
  });
});

describe('/v1/unsubscribe/{token}, without logging in', () => {
  /** A company's Manager who was sent a new-lead alert through SMTP, and the unsubscribe key it carried. */
  async function alertedMember(w: { fx: Fixtures; db: Db; mail: Mail }) {
    const member = await w.fx.companyUser();
    await enqueueEmail(w.db, { to: member.user.email, template: 'new-lead-alert', data: ALERT });
    await w.mail.send();
    return { member, key: unsubscribeKeyOf(await w.mail.server.waitFor((m) => m.to.includes(member.user.email))) };
  }

  it('GET describes and changes nothing; the RFC 8058 form POST unsubscribes; resubscribe undoes it', async ({
    as,
    fx,
    db,
    mail,
  }) => {
    const { member, key } = await alertedMember({ fx, db, mail });
    const masked = `${member.user.email[0]}***@example.test`;

    const seen = await noLogin(as, 'GET', `/v1/unsubscribe/${key}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      email: masked,
      list: 'lead-alerts',
      list_label: 'new lead alert',
      subscribed: true,
      unsubscribed_at: null,
    });
    expect((await noLogin(as, 'GET', `/v1/unsubscribe/${key}`)).json().subscribed).toBe(true);

    const oneClick = await noLogin(as, 'POST', `/v1/unsubscribe/${key}`, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ email: masked, subscribed: false, unsubscribed_at: expect.any(String) });
    // a repeat (the page's button, with no body) answers the same
    const again = await noLogin(as, 'POST', `/v1/unsubscribe/${key}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().unsubscribed_at).toBe(oneClick.json().unsubscribed_at);

    const back = await noLogin(as, 'POST', `/v1/unsubscribe/${key}/resubscribe`, { payload: {} });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ subscribed: true, unsubscribed_at: null });
  });

  it('an unknown key is 404, a malformed one 422', async ({ as }) => {
    const unknown = await noLogin(as, 'GET', `/v1/unsubscribe/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect((await noLogin(as, 'POST', `/v1/unsubscribe/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await noLogin(as, 'GET', '/v1/unsubscribe/not%20a%20key')).statusCode).toBe(422);
  });

  it('an unsubscribed address gets no more alerts: none queued, and one queued before is not sent', async ({
    as,
    fx,
    db,
    mail,
  }) => {
    const { member: manager, key } = await alertedMember({ fx, db, mail });
    await enqueueEmail(db, { to: manager.user.email, template: 'new-lead-alert', data: ALERT });
    expect((await noLogin(as, 'POST', `/v1/unsubscribe/${key}`)).statusCode).toBe(200);
    await mail.send();
    await enqueueEmail(db, { to: manager.user.email, template: 'new-lead-alert', data: ALERT });
    const left = await db.select().from(emailOutbox).where(eq(emailOutbox.to_email, manager.user.email));
    // the first alert was sent; the one queued before the click was dropped; none was queued after
    expect(left.map((r) => r.status)).toEqual(['sent']);
    expect(mail.server.messages.filter((m) => m.to.includes(manager.user.email))).toHaveLength(1);

    // the new-lead alerts of a lead going live skip the address as well
    const res = await as(manager).put(`/v1/company/${manager.companyId}/lead-preferences`, {
      ...DEFAULT_LEAD_PREFERENCES,
      countries: ['uk'],
    });
    expect(res.statusCode).toBe(200);
    const { traveller, lead } = await fx.travellerLead({ status: 'pending', country: 'uk' });
    const confirm = await as(traveller).post(`/v1/client/requests/${lead.id}/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const after = await db.select().from(emailOutbox).where(eq(emailOutbox.to_email, manager.user.email));
    expect(after).toHaveLength(1);
  });

  it('a marketing unsubscribe stops the lead-magnet emails to that address', async ({ as, fx, db, mail }) => {
    const reader = fx.email('reader');
    const signup = (leadType: string, title: string) =>
      noLogin(as, 'POST', '/v1/client/lead-magnet', {
        payload: { first_name: 'Niamh', last_name: 'Byrne', email: reader, lead_type: leadType, title },
      });
    await signup('lead-magnet-all', 'Travel Savings Guide');
    await mail.send();
    const key = unsubscribeKeyOf(await mail.server.waitFor((m) => m.to.includes(reader)));
    expect((await noLogin(as, 'GET', `/v1/unsubscribe/${key}`)).json()).toMatchObject({ list: 'marketing' });
    expect((await noLogin(as, 'POST', `/v1/unsubscribe/${key}`)).statusCode).toBe(200);
    await signup('discount-claim-all', 'Travel Discount Claim');
    const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.to_email, reader));
    expect(queued.map((r) => r.template)).toEqual(['savings-guide']);
  });
});
