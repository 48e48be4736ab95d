// The shared SMTP test server (smtp.ts) with our real mailer: it receives what we send and rejects
// the addresses it is told to, permanently, the way a provider does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from '../src/modules/notifications/mailer.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer({ reject: (rcpt) => rcpt.startsWith('gone') });
});
afterAll(() => smtp.close());

const mail = (to: string) => ({
  id: 1,
  template: 'password-reset',
  from: 'TripTender <hello@triptender.example>',
  to,
  toName: 'Zoë Reader',
  subject: 'Réservez votre voyage',
  html: '<p>Hello</p>',
  text: `Hello Zoë, a line long enough to be folded by quoted-printable encoding ${'x'.repeat(80)} end`,
});

it('receives what our mailer sends, with envelope, headers and decoded text', async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' });
  try {
    await mailer.send(mail('zoe@example.test'));
  } finally {
    mailer.close();
  }
  const m = await smtp.waitFor((x) => x.to.includes('zoe@example.test'), 5_000);
  expect(m.from).toBe('hello@triptender.example');
  expect(m.subject).toBe('Réservez votre voyage');
  expect(m.headers.to).toContain('zoe@example.test');
  expect(m.text).toContain(
    `Hello Zoë, a line long enough to be folded by quoted-printable encoding ${'x'.repeat(80)} end`,
  );
});

it('rejects a recipient permanently with 550, and waitFor says what it waited for', async () => {
  const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent' });
  try {
    await expect(mailer.send(mail('gone@example.test'))).rejects.toMatchObject({ responseCode: 550 });
  } finally {
    mailer.close();
  }
  await expect(smtp.waitFor((x) => x.to.includes('gone@example.test'), 50, 'mail to gone@')).rejects.toThrow(
    /no email matching mail to gone@ within 50 ms/,
  );
});
