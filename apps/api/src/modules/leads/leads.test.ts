// Over 300 lines: both ways a lead is posted (guest and traveller) with every validation message, on one database.
import { and, eq, sql } from 'drizzle-orm';
import { LEAD_FORM_MESSAGES as M } from '@triptender/contract/leads';
import { titleDay } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { emailOutbox, leads, oneTimeTokens, users } from '../../db/schema.ts';
import { guestRequest } from '../../../test/fixtures.ts';
import { describe, expect, expectFieldErrors, isoDayFrom, it, type World } from '../../../test/harness.ts';
import { INVALID_TRIP_REQUEST, postGuestRequest, postTravellerRequest } from '../../../test/marketplace.ts';

function tripBody(fx: World['fx'], overrides: Record<string, unknown> = {}) {
  return guestRequest(fx.email('guest'), { title: 'Anything: the server writes the title', ...overrides });
}

const outboxFor = (db: Db, email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to_email, email));
const leadsOf = (db: Db, email: string) => db.select().from(leads).where(eq(leads.email, email)).orderBy(leads.id);

describe('POST /v1/leads (guest)', () => {
  it('stores the request on a new password-less traveller, awaiting the emailed link that publishes it', async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const body = tripBody(fx, { email: fx.email('Guest').toUpperCase() });
    const res = await postGuestRequest(as, body);
    expect(res.statusCode).toBe(201);
    const email = body.email.toLowerCase();
    const { message, data } = res.json();
    expect(message).toBe('Your trip request has been received.');
    // every field as sent (the email in lower case, the mobile in E.164), with the title the server
    // writes; no id or status, which would tell a guest whether the email has an account
    const title = `Scotland · 4 people · ${titleDay(body.start_date)}`;
    expect(data).toEqual({ ...body, email, mobile: '+16175550142', title });

    await outbox.work();
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 3, first_name: 'Maeve', last_name: 'Quinn', password_hash: null });
    expect(user!.email_verified_at).toBeNull();
    const [lead] = await leadsOf(ctx.db, email);
    expect(lead).toMatchObject({ user_id: user!.id, budget_cents: 4 * 10 * 22_000, status: 'pending', title });
    expect(lead).toMatchObject({ went_live_at: null, mobile: '+16175550142' });
    expect(lead!.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const [link] = await ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, user!.id));
    expect(link).toMatchObject({ purpose: 'confirm', lead_id: lead!.id, used_at: null });
    const mails = await outboxFor(ctx.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'confirm-request', to_name: 'Maeve Quinn', status: 'sent' });
    const mailData = mails[0]!.data as { first_name: string; link: string; lead_title: string; has_password: boolean };
    expect(mailData).toMatchObject({ first_name: 'Maeve', lead_title: title, email, has_password: false });
    expect(mailData.link).toMatch(/^http:\/\/localhost:3000\/confirm-request\?token=[\w-]{43}$/);

    // the link confirms the address and publishes the request, and hands over a set-password token
    const token = new URL(mailData.link).searchParams.get('token');
    const confirmed = await as(null).post(`/v1/request-confirmations/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ has_password: false, request: { id: lead!.id, status: 'open' } });
    const [after] = await leadsOf(ctx.db, email);
    expect(after).toMatchObject({ status: 'open', went_live_at: expect.any(Date) });
    const [verified] = await ctx.db.select().from(users).where(eq(users.id, user!.id));
    expect(verified!.email_verified_at).not.toBeNull();

    // the guest sets a password with it and lands on this request
    const claimed = await as(null).post('/v1/auth/set-password', {
      token: confirmed.json().set_password_token,
      password: 'a long new password',
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().lead_id).toBe(lead!.id);
  });

  it('writes the title from the country, people and start date, whatever title is sent', async ({ as, fx }) => {
    const res = await postGuestRequest(
      as,
      tripBody(fx, { country: 'uk', number_of_people: '1', start_date: '2027-09-05', title: '<b>Free trip</b>' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'United Kingdom · 1 person · 5 Sep 2027', number_of_people: 1 });
  });

  it('keeps text fields as written, angle brackets too, trims them and cuts them to 4000 characters', async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const res = await postGuestRequest(
      as,
      tripBody(fx, {
        first_name: '  <b>Maeve</b> ',
        last_name: '<i>Quinn</i><script>alert(1)</script>',
        special_requests: `  <p>Hello <a href="x">there</a></p>, budget <2000${'y'.repeat(5000)}`,
        mobile: '   ',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.first_name).toBe('<b>Maeve</b>');
    expect(data.last_name).toBe('<i>Quinn</i><script>alert(1)</script>');
    expect(data.special_requests).toHaveLength(4000);
    expect(data.special_requests.startsWith('<p>Hello <a href="x">there</a></p>, budget <2000yyy')).toBe(true);
    expect(data.mobile).toBeNull();
    await outbox.work();
    const [row] = await leadsOf(ctx.db, data.email);
    expect(row!.special_requests).toBe(data.special_requests);
  });

  it('answers 422 with the documented messages for every invalid field', async ({ as }) => {
    const res = await postGuestRequest(as, INVALID_TRIP_REQUEST);
    expectFieldErrors(res, {
      country: [M.selectOption],
      number_of_people: [M.positiveNumber],
      start_date: [M.selectDate],
      number_of_night: [M.minValue(1)],
      trip_type: [M.selectOption],
      travel_type: [M.selectOption],
      flight_booked: [M.selectOption],
      first_name: [M.firstName],
      last_name: [M.lastName],
      email: [M.email],
      mobile: [M.mobile],
    });
  });

  it.for([
    ['number_of_people', '', M.enterNumber],
    ['number_of_people', 'lots', M.enterNumber],
    ['number_of_people', -2, M.positiveNumber],
    ['number_of_people', 2.5, M.wholeNumber],
    ['number_of_people', 500, M.maxValue(100)],
    ['number_of_night', null, M.enterNumber],
    ['start_date', isoDayFrom(-3), M.pastDate],
    ['start_date', '2031-02-30', M.selectDate],
    ['start_date', isoDayFrom(4 * 365), M.farDate],
  ] as const)('refuses %s = %j with "%s"', async ([field, value, message], { as, fx }) => {
    const res = await postGuestRequest(as, tripBody(fx, { [field]: value }));
    expectFieldErrors(res, { [field]: [message] });
  });

  it('accepts today as the start date, and an empty optional mobile and special requests', async ({ as, fx }) => {
    const res = await postGuestRequest(
      as,
      tripBody(fx, { start_date: isoDayFrom(0), mobile: null, special_requests: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ mobile: null, special_requests: null });
  });

  it("answers alike for a new email, a traveller's, a company member's and an admin's", async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const cases = await fx.emailsOfEachKind();
    const emails = Object.values(cases);
    const answers: Awaited<ReturnType<typeof postGuestRequest>>[] = [];
    for (const email of emails) answers.push(await postGuestRequest(as, tripBody(fx, { email })));
    const shape = (res: (typeof answers)[number]) => ({
      status: res.statusCode,
      message: res.json().message,
      keys: Object.keys(res.json().data).sort(),
    });
    expect(answers.map(shape)).toEqual(Array(4).fill(shape(answers[0]!)));
    // each answer is the request as received: nothing in it depends on the account
    for (const [i, res] of answers.entries()) {
      const { email: _e, ...rest } = res.json().data;
      const { email: _e0, ...first } = answers[0]!.json().data;
      expect(rest, emails[i]).toEqual(first);
    }

    // the company and admin addresses get a notice; nothing is stored for them
    await outbox.work();
    expect(await leadsOf(ctx.db, cases.operator)).toEqual([]);
    expect(await leadsOf(ctx.db, cases.admin)).toEqual([]);
    expect(await outbox.emails(cases.operator, 'request-not-stored')).toEqual([
      { first_name: 'Cian', lead_title: answers[0]!.json().data.title },
    ]);
    // at most one notice a day per address
    await postGuestRequest(as, tripBody(fx, { email: cases.operator, number_of_people: 3 }));
    await outbox.work();
    expect(await outbox.emails(cases.operator, 'request-not-stored')).toHaveLength(1);
  });

  it("keeps a request with an existing traveller's email pending and asks that account to confirm it", async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const traveller = await fx.traveller({ first_name: 'Maeve', last_name: 'Quinn' });
    const res = await postGuestRequest(
      as,
      tripBody(fx, { email: traveller.user.email, first_name: 'Mallory', last_name: 'Hacker' }),
    );
    expect(res.statusCode).toBe(201);
    await outbox.work();
    const [lead] = await leadsOf(ctx.db, traveller.user.email);
    expect(lead).toMatchObject({ user_id: traveller.user.id, status: 'pending' });
    // the account's owner is written to by the account's name, with a link to confirm that request
    const [mail] = await outbox.emails(traveller.user.email, 'confirm-request');
    expect(mail).toMatchObject({ first_name: 'Maeve', lead_title: lead!.title });
    expect(mail!.trip).toBe(`10 nights from ${titleDay(lead!.start_date)} · Cultural`);
    expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/confirm-request\?token=[\w-]{43}$/);
    const [link] = await ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, traveller.user.id));
    expect(link).toMatchObject({ purpose: 'confirm', lead_id: lead!.id, used_at: null });
    expect(await outbox.emails(traveller.user.email, 'claim-request')).toEqual([]);
  });

  it('asks a password-less traveller to confirm each request, each by its own link', async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const email = fx.email('returning');
    const first = await postGuestRequest(as, tripBody(fx, { email }));
    const second = await postGuestRequest(as, tripBody(fx, { email, country: 'ireland' }));
    const third = await postGuestRequest(as, tripBody(fx, { email, country: 'uk' }));
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    await outbox.work();
    const rows = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect((await leadsOf(ctx.db, email)).map((l) => l.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await outbox.emails(email, 'claim-request')).toEqual([]);
    expect(await outbox.emails(email, 'confirm-request')).toHaveLength(3);
    const links = await ctx.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.user_id, rows[0]!.id), sql`${oneTimeTokens.used_at} is null`))
      .orderBy(oneTimeTokens.id);
    expect(links.map((l) => l.purpose)).toEqual(['confirm', 'confirm', 'confirm']);
  });

  it('a confirm link sets no password', async ({ as, fx, outbox }) => {
    const traveller = await fx.traveller();
    await postGuestRequest(as, tripBody(fx, { email: traveller.user.email }));
    await outbox.work();
    const [mail] = await outbox.emails(traveller.user.email, 'confirm-request');
    const token = new URL(mail!.link).searchParams.get('token');
    const res = await as(null).post('/v1/auth/set-password', { token, password: 'a long new password' });
    expect(res.statusCode).toBe(422);
    expect((await as(null).get(`/v1/auth/link/${token}`)).statusCode).toBe(422);
  });

  it('turns an identical submission within a minute into one lead, and a later one into a new lead', async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const body = tripBody(fx);
    const first = await postGuestRequest(as, body);
    const again = await postGuestRequest(as, body);
    // a guest is answered alike either way (201): a repeat must not tell that the email has an account
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    await outbox.work();
    expect(await leadsOf(ctx.db, body.email)).toHaveLength(1);
    expect(await outboxFor(ctx.db, body.email)).toHaveLength(1);

    // a change of any field is a new request
    expect((await postGuestRequest(as, { ...body, number_of_night: 11 })).statusCode).toBe(201);
    await outbox.work();
    expect(await leadsOf(ctx.db, body.email)).toHaveLength(2);

    // the same request a minute later is a new one too
    const [firstLead] = await leadsOf(ctx.db, body.email);
    await ctx.db
      .update(leads)
      .set({ created_at: sql`now() - interval '61 seconds'` })
      .where(eq(leads.id, firstLead!.id));
    expect((await postGuestRequest(as, body)).statusCode).toBe(201);
    await outbox.work();
    expect(await leadsOf(ctx.db, body.email)).toHaveLength(3);
  });

  it('creates one lead and one account when identical submissions arrive at once', async ({ as, fx, outbox, ctx }) => {
    const body = tripBody(fx);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postGuestRequest(as, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // two workers (two API processes) at once store it once too
    await Promise.all([outbox.work(), outbox.work()]);
    expect(await ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    expect(await leadsOf(ctx.db, body.email)).toHaveLength(1);
    expect(await outboxFor(ctx.db, body.email)).toHaveLength(1);
  });

  it('limits posts per client and email with 429 and Retry-After', async ({ as, fx }) => {
    const body = tripBody(fx);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await postGuestRequest(as, { ...body, number_of_people: i + 1 }, '10.9.9.9')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const blocked = await postGuestRequest(as, { ...body, number_of_people: 9 }, '10.9.9.9');
    expect(blocked.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another address of the same client is not blocked by this one
    expect((await postGuestRequest(as, tripBody(fx), '10.9.9.9')).statusCode).toBe(201);
  });
});

describe('POST /v1/client/request (logged-in traveller)', () => {
  it("stores the request with the account's contact details", async ({ as, fx, db }) => {
    const traveller = await fx.traveller({ first_name: 'Jo', last_name: 'Li' });
    const res = await postTravellerRequest(
      as,
      traveller.token,
      tripBody(fx, {
        user_id: traveller.user.id,
        first_name: 'Someone',
        last_name: 'Else',
        email: 'someone.else@example.test',
        mobile: '+44 20 7946 0958',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: `Scotland · 4 people · ${titleDay(isoDayFrom(90))}`,
      status: 'open',
      first_name: 'Jo',
      last_name: 'Li',
      email: traveller.user.email,
      // the account's mobile wins over the one sent
      mobile: '+1 555 0100',
      lead_type: 'multi-step-form',
    });
    const [lead] = await db.select().from(leads).where(eq(leads.id, res.json().data.id));
    expect(lead!.user_id).toBe(traveller.user.id);
    expect(lead!.budget_cents).toBe(4 * 10 * 22_000);
    expect(await outboxFor(db, traveller.user.email)).toEqual([]);
  });

  it('works with only the trip fields, and uses the mobile sent when the account has none', async ({ as, fx, db }) => {
    const traveller = await fx.traveller();
    await db.update(users).set({ mobile: null }).where(eq(users.id, traveller.user.id));
    const { first_name: _f, last_name: _l, email: _e, ...trip } = tripBody(fx);
    const res = await postTravellerRequest(as, traveller.token, {
      ...trip,
      user_id: traveller.user.id,
      mobile: '+353 1 555 0100',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mobile).toBe('+35315550100');
  });

  it('dedupes an identical request within a minute', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const body = tripBody(fx, { user_id: traveller.user.id, special_requests: '<em>Quiet</em> hotels' });
    const first = await postTravellerRequest(as, traveller.token, body);
    const again = await postTravellerRequest(as, traveller.token, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.special_requests).toBe('<em>Quiet</em> hotels');
  });

  it('answers 422 with field messages', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const res = await postTravellerRequest(as, traveller.token, { user_id: traveller.user.id, number_of_people: 'x' });
    expectFieldErrors(
      res,
      expect.objectContaining({
        country: [M.selectOption],
        number_of_people: [M.enterNumber],
        start_date: [M.selectDate],
      }),
    );
  });

  it('refuses guests (401), other roles (403) and another user id (403)', async ({ as, fx, db }) => {
    const traveller = await fx.traveller();
    const other = await fx.traveller();
    const staff = await fx.companyUser();
    const admin = await fx.admin();
    const body = tripBody(fx, { user_id: traveller.user.id });
    expect((await postTravellerRequest(as, null, body)).statusCode).toBe(401);
    expect((await postTravellerRequest(as, staff.token, body)).statusCode).toBe(403);
    expect((await postTravellerRequest(as, admin.token, body)).statusCode).toBe(403);
    const foreign = await postTravellerRequest(as, other.token, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You can only post trip requests for your own account.');
    const stored = await db.select().from(leads).where(eq(leads.user_id, traveller.user.id));
    expect(stored).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents both endpoints with their fields and answers', async ({ as }) => {
    const doc = (await as(null).get('/docs/json')).json();
    for (const path of ['/v1/leads', '/v1/client/request']) {
      const op = doc.paths[path].post;
      const body = op.requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties)).toEqual(
        expect.arrayContaining(['country', 'number_of_people', 'start_date', 'special_requests', 'lead_type']),
      );
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '422', '429']));
    }
    // a guest is never told whether the request was a repeat (200): the answer is the same for every email
    expect(Object.keys(doc.paths['/v1/leads'].post.responses)).not.toContain('200');
    expect(
      Object.keys(
        doc.paths['/v1/leads'].post.responses['201'].content['application/json'].schema.properties.data.properties,
      ),
    ).not.toContain('id');
    expect(doc.paths['/v1/client/request'].post.requestBody.content['application/json'].schema.required).toContain(
      'user_id',
    );
  });
});
