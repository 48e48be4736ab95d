// Free text is stored as people wrote it, angle brackets and all, and escaped where it is shown
// (docs/decisions/030-text-stored-as-written.md): through the HTTP API on a real database, and in the
// email that carries it, received by a real SMTP server.
import { eq, sql } from 'drizzle-orm';
import { conversations, messages } from '../src/db/schema.ts';
import { enqueueEmail } from '../src/lib/outbox.ts';
import { queueMessageDigests } from '../src/modules/notifications/message-digest.ts';
import { renderEmail } from '../src/modules/notifications/templates.ts';
import type { Session } from './fixtures.ts';
import { type As, describe, expect, type Fixtures, it, newClientAddress, workOutboxThrough } from './harness.ts';
import { boughtTrip, daysFromNow } from './marketplace.ts';
import { payByCard } from './paid-card-payment.ts';
import { pdfTextLines } from './pdf-text.ts';
import { decodeQuotedPrintable, parseHeaders, type ReceivedMail } from './smtp.ts';

const WRITTEN = ['a<b and c>d', '<script>alert(1)</script>', 'Use <tag> literally'];

const get = (as: As, s: Session, url: string) => as(s).get(url);
const post = (as: As, s: Session, url: string, payload: object) =>
  as(s).post(url, payload, { remoteAddress: newClientAddress() });

/** The decoded body of each part of a multipart email, by content type. */
function parts(mail: ReceivedMail): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1];
  expect(boundary, mail.headers['content-type']).toBeDefined();
  const found: Record<string, string> = {};
  for (const chunk of mail.source.split(`--${boundary}`).slice(1, -1)) {
    const headers = parseHeaders(chunk.replace(/^\r?\n/, ''));
    const start = chunk.search(/\r?\n\r?\n/);
    const raw = chunk.slice(start).trim();
    const encoding = headers['content-transfer-encoding']?.toLowerCase();
    const body =
      encoding === 'base64'
        ? Buffer.from(raw, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(raw)
          : raw;
    found[(headers['content-type'] ?? '').split(';')[0]!.trim()] = body.replace(/\r\n/g, '\n');
  }
  return found;
}

/** An agent of a company and a traveller talking about a lead. */
const conversationWorld = (fx: Fixtures) => fx.teamConversation({ agent: 'agent' });

describe('text is stored as written', () => {
  it('a chat message with angle brackets round-trips exactly, both ways', async ({ as, fx }) => {
    const w = await conversationWorld(fx);
    for (const message of WRITTEN) {
      const sent = await post(as, w.traveller, '/v1/client/chat/', { chat_company_id: w.chat.id, message });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().message).toBe(message);
    }
    const answer = await post(as, w.agent, '/v1/company/chatClient/chat', {
      chat_company_id: w.chat.id,
      message: 'Use <tag> literally',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().message).toBe('Use <tag> literally');

    const companySide = await get(as, w.manager, `/v1/company/chatClient/chat/${w.companyId}/${w.chat.id}`);
    expect(companySide.statusCode).toBe(200);
    expect(companySide.json().get_conversation.map((m: { message: string }) => m.message)).toEqual([
      ...WRITTEN,
      'Use <tag> literally',
    ]);
    const travellerSide = await get(as, w.traveller, `/v1/client/chat/getConversation/${w.chat.id}/${w.companyId}`);
    expect(travellerSide.json().get_conversation.map((m: { message: string }) => m.message)).toEqual([
      ...WRITTEN,
      'Use <tag> literally',
    ]);
    const list = await get(as, w.agent, `/v1/company/chatClient/leads/${w.companyId}`);
    expect(list.json().data[0].lastMessage).toBe('Use <tag> literally');
  });

  it("a trip request's special requests round-trip exactly", async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const written = 'budget <2000 and 3<4 nights\n<Dublin> first, then <Galway>';
    const posted = await post(as, traveller, '/v1/client/request', {
      user_id: traveller.user.id,
      country: 'ireland',
      number_of_people: 2,
      start_date: daysFromNow(90),
      number_of_night: 7,
      trip_type: 'cultural',
      travel_type: 'tour-guide',
      flight_booked: 'no',
      mobile: '+1 617 555 0142',
      special_requests: written,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data.special_requests).toBe(written);
    const detail = await get(as, traveller, `/v1/client/requests/${posted.json().data.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().special_requests).toBe(written);
  });

  it("a quote's text round-trips exactly, for the company and the traveller", async ({ as, fx, mp }) => {
    const { traveller, lead, buyer } = await boughtTrip({ fx, mp });
    const message = 'Our <b>best</b> offer for 3<4 nights, budget <2000.';
    const description = '<b>Walk</b> the cliff path';
    const sent = await mp.quote(buyer, lead.id, {
      message,
      itinerary: [{ day: 1, title: 'Cliffs <of> Moher', description, overnight: null }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      message,
      itinerary: [{ day: 1, title: 'Cliffs <of> Moher', description, overnight: null }],
    });
    const detail = (await get(as, traveller, `/v1/client/requests/${lead.id}`)).json();
    expect(detail.proposals[0]).toMatchObject({
      message,
      itinerary: [{ day: 1, title: 'Cliffs <of> Moher', description }],
    });
  });
});

describe('and escaped where an email shows it', () => {
  it('the unread-message email: HTML escaped, plain text as written', async ({ as, fx, db, smtp, mailer }) => {
    const w = await conversationWorld(fx);
    const latest = 'a<b and c>d <script>alert(1)</script>';
    const sent = await post(as, w.agent, '/v1/company/chatClient/chat', {
      chat_company_id: w.chat.id,
      message: latest,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // waiting long enough for the digest
    const at = sql`now() - make_interval(mins => 15)`;
    await db.update(messages).set({ created_at: at }).where(eq(messages.id, sent.json().id));
    await db.update(conversations).set({ last_message_at: at }).where(eq(conversations.id, w.chat.id));
    await queueMessageDigests({ db, publicUrl: 'http://tt.test' });
    await workOutboxThrough(mailer, db);

    const mail = await smtp.waitFor((m) => m.to.includes(w.traveller.user.email), 10_000, 'the digest');
    const { 'text/html': html, 'text/plain': text } = parts(mail);
    expect(html).toContain('a&lt;b and c&gt;d &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b and');
    expect(text).toContain(`"${latest}"`);
    expect(text).not.toContain('&lt;');
  });

  it('a subject with line breaks stays one header line', async ({ fx, db, smtp, mailer }) => {
    const to = fx.email('contact');
    const subject = 'Hi\r\nBcc: evil@example.test\nX-Evil: 1';
    expect(renderEmail('contact-received', { name: 'Maeve', subject }).subject).toBe(
      'We received your message: Hi Bcc: evil@example.test X-Evil: 1',
    );
    await enqueueEmail(db, {
      to,
      toName: 'Maeve\r\nBcc: evil@example.test',
      template: 'contact-received',
      data: { name: 'Maeve', subject },
    });
    await workOutboxThrough(mailer, db);
    const mail = await smtp.waitFor((m) => m.to.includes(to), 10_000, 'the contact email');
    expect(mail.to).toEqual([to]);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers['x-evil']).toBeUndefined();
    expect(mail.subject).toBe('We received your message: Hi Bcc: evil@example.test X-Evil: 1');
  });
});

describe('and drawn as text in a PDF', () => {
  it('a receipt prints the billing details as written', async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    const saved = await as(manager).put(`/v1/company/${manager.companyId}/billing`, {
      legal_name: '<Glen> & Co <b>Ltd</b>',
      address: 'Unit <4>, 3<4 Quay St',
      country: 'Ireland',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ legal_name: '<Glen> & Co <b>Ltd</b>', address: 'Unit <4>, 3<4 Quay St' });
    const { receipt } = await payByCard(db, { companyId: manager.companyId, amountCents: 10_000 });
    const pdf = await get(as, manager, `/v1/company/${manager.companyId}/receipts/${receipt.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    // the issuer's column and the company's share each line: 'TripTender Ltd <Glen> & Co <b>Ltd</b>'
    const lines = await pdfTextLines(pdf.rawPayload);
    expect(lines.some((l) => l.endsWith(' <Glen> & Co <b>Ltd</b>'))).toBe(true);
    expect(lines.some((l) => l.endsWith(' Unit <4>, 3<4 Quay St'))).toBe(true);
  });
});
