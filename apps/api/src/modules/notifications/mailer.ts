// How an email leaves: over SMTP_URL with nodemailer, or, without it, as an .eml file under DATA_DIR/mail
// (development, tests, the demo). The outbox worker (outbox-worker.ts) hands each due row to a Mailer.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MailAttachment } from '../../lib/outbox.ts';

export type OutgoingMail = {
  id: number;
  template: string;
  from: string;
  to: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on emails of a list (lib/email-lists.ts). */
  headers?: Record<string, string>;
};
export type Mailer = { send(mail: OutgoingMail): Promise<{ filePath: string | null }>; close(): void };

/** The mail folder under DATA_DIR where emails are written when no SMTP server is configured. */
export const mailDir = (dataDir: string) => path.join(dataDir, 'mail');

/** Sends over SMTP_URL with nodemailer; without it, writes each email as an .eml file under DATA_DIR/mail. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir'>): Mailer {
  const message = (m: OutgoingMail) => ({
    from: m.from,
    to: m.toName ? { name: m.toName, address: m.to } : m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    attachments: m.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content),
    })),
    headers: m.headers,
  });
  if (config.smtpUrl) {
    // nodemailer waits minutes by default; a hanging server must not hold the worker (or a shutdown) that long
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(m) {
        await transport.sendMail(message(m));
        return { filePath: null };
      },
      close: () => transport.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config.dataDir);
  return {
    async send(m) {
      const info = await writer.sendMail(message(m));
      await fs.promises.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(m.id).padStart(10, '0')}-${m.template}.eml`);
      // written whole, then renamed: a reader never sees half an email
      await fs.promises.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.promises.rename(`${file}.tmp`, file);
      return { filePath: file };
    },
    close: () => writer.close(),
  };
}
