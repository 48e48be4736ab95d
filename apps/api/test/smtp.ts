// A real SMTP server on a loopback port for tests that send mail: our mailer (nodemailer) talks to it
// as it would to a provider, so a test sees what was really sent, and what a permanent rejection does.
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO addresses the server accepted. */
  to: string[];
  /** The message as received (headers and body, CRLF line ends). */
  source: string;
  /** Header names in lower case; a repeated header keeps its last value; folded lines unfolded. */
  headers: Record<string, string>;
  subject: string;
  /** The body with quoted-printable undone (soft breaks joined, =XX decoded): good enough to search in. */
  text: string;
};

export type TestSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message matching `predicate`; rejects after timeoutMs saying what it waited for. */
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number, what?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Header block of a raw message, unfolded, names in lower case. */
export function parseHeaders(source: string): Record<string, string> {
  const end = source.search(/\r?\n\r?\n/);
  const block = (end < 0 ? source : source.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes as UTF-8) so a test can search the text. */
export function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export async function startSmtpServer(
  opts: { reject?: (rcptAddress: string) => boolean } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.reject?.(address.address)) {
        // a permanent rejection, as a provider answers for a mailbox that does not exist
        const err = new Error(`5.1.1 <${address.address}>: Recipient address rejected: mailbox unavailable`);
        (err as Error & { responseCode: number }).responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const source = Buffer.concat(chunks).toString('utf8');
        const headers = parseHeaders(source);
        const bodyStart = source.search(/\r?\n\r?\n/);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          source,
          headers,
          subject: decodeWords(headers.subject ?? ''),
          text: decodeQuotedPrintable(bodyStart < 0 ? '' : source.slice(bodyStart)),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 120_000, what = predicate.toString()) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = messages.find(predicate);
          if (!m) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no email matching ${what} within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
