// A traveller edits an open request; the title, budget and search follow; every
// company that bought it is told what changed.
import { and, eq } from 'drizzle-orm';
import { MAX_NIGHTS } from '@triptender/contract/constants';
import { LEAD_FORM_MESSAGES as F } from '@triptender/contract/leads';
import { titleDay } from '@triptender/contract/lead-title';
import { EDIT_REQUEST_MESSAGES as M } from '@triptender/contract/traveller-leads';
import { conversations, messages } from '../../db/schema.ts';
import { type As, describe, expect, expectFieldErrors, it, queuedEmails } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';

const patch = (as: As, token: string | null, id: number, payload: Record<string, unknown>) =>
  as(token).patch(`/v1/client/requests/${id}`, payload);

describe('PATCH /v1/client/requests/{id}', () => {
  it('changes dates, people, nights and wishes; title, budget and search follow; buyers are told', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { traveller, lead } = await fx.travellerLead({ start_date: daysFromNow(40), special_requests: 'Castles' });
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const other = await fx.companyUser({ creditCents: 10_000 });
    const bystander = await fx.companyUser({ creditCents: 10_000 });
    await mp.buyAndQuote(buyer, lead.id);
    expect((await mp.buy(other, lead.id)).statusCode).toBe(201);

    const start = daysFromNow(47);
    const res = await patch(as, traveller.token, lead.id, {
      start_date: start,
      number_of_people: '4',
      number_of_night: 9,
      special_requests: ' Castles and puffins ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const title = `Ireland · 4 people · ${titleDay(start)}`;
    expect(res.json()).toMatchObject({
      id: lead.id,
      title,
      start_date: start,
      number_of_people: 4,
      number_of_night: 9,
      special_requests: 'Castles and puffins',
      status: 'open',
    });
    const row = await fx.leadRow(lead.id);
    // self-drive: $120 a person a night (estimateBudgetCents)
    expect(row).toMatchObject({ title, budget_cents: 4 * 9 * 12_000 });
    expect(row.search).toContain('puffins');
    // the marketplace finds it by its new words and shows the new values
    const found = (await mp.openLeads(bystander, { search: 'puffins' })).json().data;
    expect(found).toEqual([expect.objectContaining({ id: lead.id, title, number_of_people: 4 })]);

    // each buyer: an email listing old -> new, and a line in its conversation with the traveller
    const changes = [
      { field: 'Start date', from: titleDay(daysFromNow(40)), to: titleDay(start) },
      { field: 'Travellers', from: '2', to: '4' },
      { field: 'Nights', from: '7', to: '9' },
      { field: 'Special requests', from: 'Castles', to: 'Castles and puffins' },
    ];
    for (const company of [buyer, other]) {
      const mails = await queuedEmails(db, company.user.email, 'lead-updated');
      expect(mails).toEqual([
        {
          company_name: expect.any(String),
          lead_title: title,
          changes,
          link: `http://localhost:3000/company/leads?lead=${lead.id}`,
        },
      ]);
      const [line] = await db
        .select({ body: messages.body, sender: messages.sender_id })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
        .where(and(eq(conversations.lead_id, lead.id), eq(conversations.company_id, company.companyId)));
      expect(line).toEqual({
        sender: traveller.user.id,
        body: `I updated my trip request: Start date ${titleDay(daysFromNow(40))} → ${titleDay(start)}; Travellers 2 → 4; Nights 7 → 9; Special requests Castles → Castles and puffins.`,
      });
    }
    expect(await queuedEmails(db, bystander.user.email, 'lead-updated')).toEqual([]);

    // the same values again change nothing and tell nobody
    expect((await patch(as, traveller.token, lead.id, { number_of_people: 4 })).statusCode).toBe(200);
    expect(await queuedEmails(db, buyer.user.email, 'lead-updated')).toHaveLength(1);

    // one field alone; clearing the wishes
    const one = await patch(as, traveller.token, lead.id, { special_requests: '' });
    expect(one.json()).toMatchObject({ special_requests: null, number_of_people: 4, title });
    expect((await queuedEmails(db, buyer.user.email, 'lead-updated'))[1]!.changes).toEqual([
      { field: 'Special requests', from: 'Castles and puffins', to: '(none)' },
    ]);
  });

  it('validates as when posting (422 with the form messages)', async ({ as, fx }) => {
    const { traveller, lead } = await fx.travellerLead();
    const res = await patch(as, traveller.token, lead.id, {
      start_date: daysFromNow(-3),
      number_of_people: 0,
      number_of_night: 'many',
    });
    expectFieldErrors(res, {
      start_date: [F.pastDate],
      number_of_people: [F.positiveNumber],
      number_of_night: [F.enterNumber],
    });
    expectFieldErrors(await patch(as, traveller.token, lead.id, { number_of_night: 500 }), {
      number_of_night: [F.maxValue(MAX_NIGHTS)],
    });
    expect((await fx.leadRow(lead.id)).number_of_people).toBe(2);
  });

  it('only its owner (404 for others, 403 for companies, 401 for guests), only while open (409)', async ({
    as,
    fx,
  }) => {
    const { traveller, lead } = await fx.travellerLead();
    const company = await fx.companyUser();
    expect((await patch(as, (await fx.traveller()).token, lead.id, { number_of_people: 3 })).statusCode).toBe(404);
    expect((await patch(as, company.token, lead.id, { number_of_people: 3 })).statusCode).toBe(403);
    expect((await patch(as, null, lead.id, { number_of_people: 3 })).statusCode).toBe(401);
    expect((await patch(as, traveller.token, 999_999, { number_of_people: 3 })).statusCode).toBe(404);

    for (const state of [
      { status: 'accepted' },
      { status: 'archived' },
      { status: 'pending' },
      { start_date: daysFromNow(-1) },
    ] as const) {
      const closed = await fx.lead(traveller.user.id, state);
      const res = await patch(as, traveller.token, closed.id, { number_of_people: 3 });
      expect(res.statusCode, JSON.stringify(state)).toBe(409);
      expect(res.json().message).toBe(M.notOpen);
    }
    expect((await fx.leadRow(lead.id)).number_of_people).toBe(2);
  });

  it('is documented in OpenAPI', async ({ as }) => {
    const doc = (await as(null).get('/docs/json')).json();
    const op = doc.paths['/v1/client/requests/{id}'].patch;
    expect(Object.keys(op.requestBody.content['application/json'].schema.properties)).toEqual([
      'start_date',
      'number_of_people',
      'number_of_night',
      'special_requests',
    ]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
  });
});
