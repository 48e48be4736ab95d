// The harness itself: one app per file shared by every test and by suite-level set-up, requests sent
// as a session, a bare token or nobody, and the SMTP server and mailer started on demand.
import { describe, expect, harness, isoDayFrom, it, test, todayIso } from './harness.ts';

let seenApp: unknown;
test.beforeAll(async ({ app }) => {
  seenApp = app;
});

describe('the file-scoped fixtures', () => {
  it('give a suite-level hook and the tests one app and database', async ({ ctx }) => {
    expect(ctx.app).toBe(seenApp);
    expect(ctx.app).toBe(ctx.app);
    expect(ctx.db).toBe(ctx.db);
  });

  it('send a request as a session, as a bare token, or as nobody', async ({ as, fx }) => {
    const t = await fx.traveller();
    const me = await as(t).get('/v1/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.id).toBe(t.user.id);
    expect((await as(t.token).get('/v1/me')).statusCode).toBe(200);
    expect((await as(null).get('/v1/me')).statusCode).toBe(401);
  });

  it('send a body and extra options with it', async ({ as }) => {
    const res = await as(null).post(
      '/v1/auth',
      { email: 'nobody@example.test', password: 'x' },
      {
        headers: { 'x-probe': '1' },
      },
    );
    expect(res.statusCode).toBe(422);
  });

  it("run the outbox's due work and read what it queued", async ({ as, fx, outbox }) => {
    const t = await fx.traveller();
    expect((await as(null).post('/v1/auth/forgot', { email: t.user.email })).statusCode).toBe(200);
    await outbox.work();
    expect(await outbox.emails(t.user.email, 'password-reset')).toHaveLength(1);
  });

  it('deliver mail to the SMTP server through the mailer', async ({ smtp, mailer }) => {
    await mailer.send({
      id: 1,
      template: 'probe',
      from: 'a@example.test',
      to: 'b@example.test',
      toName: null,
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Hello');
    expect(mail.to).toEqual(['b@example.test']);
  });
});

describe('isoDayFrom', () => {
  it('counts whole UTC days from today', () => {
    expect(isoDayFrom(0)).toBe(todayIso());
    expect(isoDayFrom(3)).toBe(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    expect(isoDayFrom(-1)).toBe(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  });
});

// harness(options) is called at the top level of a file: Vitest defines file-scoped fixtures there only
const withEnv = harness({ env: { PUBLIC_URL: 'http://tt.harness.test' } });
describe('harness(options)', () => {
  withEnv('builds the app of a file with those options', async ({ ctx }) => {
    expect(ctx.config.publicUrl).toBe('http://tt.harness.test');
  });
});
