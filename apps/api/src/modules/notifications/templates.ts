import { CONVERSATION_DIGEST_DELAY_MINUTES } from '@triptender/contract/conversations';
import type { EmailTemplate, EmailTemplates } from '../../lib/outbox.ts';
import { AUTO_BUY_TEMPLATES } from './auto-buy-templates.ts';
import { LEAD_ALERT_TEMPLATES } from './lead-alert-templates.ts';
import { MARKETING_TEMPLATES } from './marketing-templates.ts';
import { RECEIPT_TEMPLATES } from './receipt-templates.ts';
import { TRIP_TEMPLATES } from './trip-templates.ts';
import { WALLET_TEMPLATES } from './wallet-templates.ts';

export type RenderedEmail = { subject: string; html: string; text: string };

/** What an email says, before it is laid out as HTML and as plain text. */
export type Block =
  | { p: string }
  | { button: { label: string; url: string } }
  | { items: { title: string; detail?: string; quote?: string }[] }
  | { note: string };
export type Email = { subject: string; preheader: string; heading: string; blocks: Block[] };

export type RenderOptions = {
  publicUrl?: string;
  /** An email on a list (lib/email-lists.ts): its footer links to the page that unsubscribes with one click. */
  unsubscribe?: { url: string; list: string };
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The content of every email the product sends. Data is the outbox row's, rendered when it is sent. */
const TEMPLATES: { [T in EmailTemplate]: (data: EmailTemplates[T], o: RenderOptions) => Email } = {
  'claim-request': (d) => ({
    subject: 'Your trip request is in: set a password to see your quotes',
    preheader: 'Local operators are reviewing your trip now.',
    heading: `Thanks, ${d.first_name}! Your trip request is in.`,
    blocks: [
      {
        p: `We have received your request "${d.lead_title}". Vetted local tour operators are reviewing it now, and we email you as each of their quotes arrives.`,
      },
      {
        p: 'Set a password to see and compare your quotes and to chat with the operators. It is free, with no obligation to book.',
      },
      { button: { label: 'Set my password', url: d.link } },
      {
        note: 'This link works once and expires in 7 days. If it has expired, use "Forgot password?" on the login page to get a new one.',
      },
    ],
  }),
  'team-invite': (d) => ({
    subject: `${d.inviter_name} invited you to ${d.company_name} on TripTender`,
    preheader: `Join ${d.company_name} on TripTender.`,
    heading: `Hi ${d.first_name}, join ${d.company_name}`,
    blocks: [
      {
        p: `${d.inviter_name} added you to the ${d.company_name} team on TripTender, where you can find trip requests from travellers, send quotes and chat with them.`,
      },
      { p: 'Choose a password to accept the invitation.' },
      { button: { label: 'Accept the invitation', url: d.link } },
      { note: 'This link works once and expires in 7 days. If you were not expecting it, you can ignore this email.' },
    ],
  }),
  'new-quote': (d) => ({
    subject: `New quote from ${d.company_name} for your trip`,
    preheader: `${d.company_name} quoted ${d.price}.`,
    heading: `${d.company_name} sent you a quote`,
    blocks: [
      { p: `Hi ${d.first_name}, ${d.company_name} has quoted ${d.price} for "${d.lead_title}".` },
      {
        p: 'Compare it with the other quotes, ask the operator anything in the chat, and accept the one you like. There is no obligation to book.',
      },
      { button: { label: 'Compare my quotes', url: d.link } },
    ],
  }),
  'quote-updated': (d) => ({
    subject: `${d.company_name} updated their quote for your trip`,
    preheader: `Version ${d.version} of their quote: see what changed.`,
    heading: `${d.company_name} updated their quote`,
    blocks: [
      {
        p: `Hi ${d.first_name}, ${d.company_name} revised their quote for "${d.lead_title}" (now version ${d.version}).`,
      },
      ...(d.changes.length ? [{ items: d.changes.map((c) => ({ title: c })) }] : []),
      { p: 'Earlier versions stay on Compare Bids, so you can see exactly what changed before you accept.' },
      { button: { label: 'See the new version', url: d.link } },
    ],
  }),
  'quote-accepted': (d) => ({
    subject: `Your quote was accepted: ${d.lead_title}`,
    preheader: `${d.traveller_name} accepted your quote.`,
    heading: 'Congratulations, your quote was accepted',
    blocks: [
      { p: `${d.traveller_name} accepted the quote of ${d.company_name} for "${d.lead_title}".` },
      { p: 'Get in touch with them to confirm the booking details; their contact details are on the lead.' },
      { button: { label: 'Open the conversation', url: d.link } },
    ],
  }),
  'quote-declined': (d) => ({
    subject: `Your quote was declined: ${d.lead_title}`,
    preheader: 'The traveller chose not to go ahead with your quote.',
    heading: 'Your quote was declined',
    blocks: [
      { p: `The traveller declined the quote of ${d.company_name} for "${d.lead_title}".` },
      ...(d.reason_label || d.reason
        ? [
            {
              items: [
                {
                  title: d.reason_label ? `Their reason: ${d.reason_label}` : 'Their reason',
                  quote: d.reason ?? undefined,
                },
              ],
            },
          ]
        : []),
      { p: 'There are new trip requests in the marketplace every day.' },
      { button: { label: 'See the lead', url: d.link } },
    ],
  }),
  'lead-purchased': (d) => ({
    subject: 'An operator is preparing your quote',
    preheader: 'A local tour operator is working on your trip.',
    heading: `Good news, ${d.first_name}: an operator is preparing your quote`,
    blocks: [
      {
        p: `A vetted local tour operator picked up your request "${d.lead_title}" and is preparing a quote. They may message you with a question or two first.`,
      },
      { button: { label: 'See my trip requests', url: d.link } },
    ],
  }),
  'message-digest': (d) => {
    const total = d.conversations.reduce((n, c) => n + c.count, 0);
    return {
      subject: `You have ${plural(total, 'unread message')} on TripTender`,
      preheader: d.conversations.map((c) => `${c.from}: ${c.preview}`).join(' · '),
      heading: `Hi ${d.first_name}, you have ${plural(total, 'unread message')}`,
      blocks: [
        { p: `These arrived more than ${CONVERSATION_DIGEST_DELAY_MINUTES} minutes ago and are still unread:` },
        {
          items: d.conversations.map((c) => ({
            title: c.title,
            detail: `${plural(c.count, 'new message')}, latest from ${c.from}`,
            quote: c.preview,
          })),
        },
        { button: { label: 'Read and reply', url: d.link } },
        { note: 'We send one email for a batch of messages, not one per message.' },
      ],
    };
  },
  'password-reset': (d) => ({
    subject: 'Reset your TripTender password',
    preheader: 'This link works once and expires in 2 hours.',
    heading: `Hi ${d.first_name}, reset your password`,
    blocks: [
      { p: 'Someone, hopefully you, asked to reset the password of your TripTender account. Choose a new one here:' },
      { button: { label: 'Choose a new password', url: d.link } },
      {
        note: 'This link works once and expires in 2 hours. If you did not ask for it, ignore this email: your password stays as it is.',
      },
    ],
  }),
  'contact-received': (d) => ({
    subject: `We received your message: ${d.subject}`,
    preheader: 'We will get back to you within 24 hours.',
    heading: `Thanks, ${d.name}`,
    blocks: [
      {
        p: `We received your message "${d.subject}" and will get back to you within 24 hours (support hours 9 AM-6 PM EST, Monday to Friday).`,
      },
      { note: 'Travellers on a trip can reach our emergency line 24/7.' },
    ],
  }),
  ...TRIP_TEMPLATES,
  ...MARKETING_TEMPLATES,
  ...WALLET_TEMPLATES,
  ...RECEIPT_TEMPLATES,
  ...LEAD_ALERT_TEMPLATES,
  ...AUTO_BUY_TEMPLATES,
};

const BRAND = '#15803d';
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
// only web links become buttons: data comes from users, and a javascript: URL must never be clickable
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');

function blockHtml(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${escape(b.p)}</p>`;
  if ('note' in b)
    return `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#64748b">${escape(b.note)}</p>`;
  if ('button' in b) {
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND}"><a href="${escape(safeUrl(b.button.url))}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escape(b.button.label)}</a></td></tr></table>`;
  }
  const items = b.items
    .map(
      (i) =>
        `<tr><td style="padding:12px 16px;border-bottom:1px solid #e2e8f0"><div style="font-size:15px;line-height:22px;font-weight:600;color:#0f172a">${escape(i.title)}</div>` +
        (i.detail ? `<div style="font-size:13px;line-height:20px;color:#64748b">${escape(i.detail)}</div>` : '') +
        (i.quote
          ? `<div style="margin-top:6px;padding-left:10px;border-left:3px solid ${BRAND};font-size:14px;line-height:20px;color:#334155">${escape(i.quote)}</div>`
          : '') +
        `</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #e2e8f0;border-radius:6px">${items}</table>`;
}

function blockText(b: Block): string {
  if ('p' in b) return b.p;
  if ('note' in b) return b.note;
  if ('button' in b) return `${b.button.label}: ${b.button.url}`;
  return b.items
    .map((i) => [`- ${i.title}`, i.detail && `  ${i.detail}`, i.quote && `  "${i.quote}"`].filter(Boolean).join('\n'))
    .join('\n');
}

const unsubscribeText = (u: NonNullable<RenderOptions['unsubscribe']>) =>
  `Don't want these ${u.list} emails? Unsubscribe with one click: ${u.url}`;

function layoutHtml(e: Email, u?: RenderOptions['unsubscribe']): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(e.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escape(e.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:16px 24px;background:${BRAND};border-radius:8px 8px 0 0;font-size:22px;font-weight:700;color:#ffffff">TripTender</td></tr>
<tr><td style="padding:32px 24px;background:#ffffff;border-radius:0 0 8px 8px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:#0f172a">${escape(e.heading)}</h1>
${e.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;line-height:18px;color:#64748b;text-align:center">TripTender: trips to Ireland, Scotland and the UK, quoted by vetted local operators. Free for travellers.${
    u
      ? `<br>Don't want these ${escape(u.list)} emails? <a href="${escape(safeUrl(u.url))}" style="color:#64748b">Unsubscribe with one click</a>.`
      : ''
  }</td></tr>
</table></td></tr></table>
</body></html>
`;
}

function layoutText(e: Email, u?: RenderOptions['unsubscribe']): string {
  return [
    e.heading,
    '',
    ...e.blocks.flatMap((b) => [blockText(b), '']),
    '--',
    'TripTender: trips to Ireland, Scotland and the UK, quoted by vetted local operators.',
    ...(u ? [unsubscribeText(u)] : []),
    '',
  ].join('\n');
}

/**
 * Renders an outbox row as its email: the subject, an HTML version in our look and a plain-text
 * version. Every value from the row is escaped in the HTML version and kept as written in the plain
 * one (docs/decisions/030-text-stored-as-written.md). `publicUrl` adds links to the site where the row
 * itself carries none (the savings guide, the discount).
 */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  data: EmailTemplates[T],
  opts: RenderOptions = {},
): RenderedEmail {
  const make = TEMPLATES[template] as ((d: EmailTemplates[T], o: RenderOptions) => Email) | undefined;
  if (!make) throw new Error(`Unknown email template: ${template}`);
  const email = make(data, opts);
  return {
    // a subject is one header line: line breaks that people wrote (a contact form's subject) become spaces
    subject: email.subject.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' '),
    html: layoutHtml(email, opts.unsubscribe),
    text: layoutText(email, opts.unsubscribe),
  };
}
