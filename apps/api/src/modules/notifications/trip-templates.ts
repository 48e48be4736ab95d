// The emails of a trip request's life after it is posted: confirming a request posted with an
// existing account's email, the notice when nothing was stored, the review invitation after the
// trip, and the changes a traveller made to a request its buyers hold. Rendered by templates.ts.
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Email } from './templates.ts';

type TripTemplate = 'confirm-request' | 'request-not-stored' | 'review-invite' | 'lead-updated';

export const TRIP_TEMPLATES: { [T in TripTemplate]: (data: EmailTemplates[T]) => Email } = {
  'confirm-request': (d) => ({
    subject: 'Please confirm your trip request',
    preheader: 'Tour operators will see it once you confirm it.',
    heading: `Hi ${d.first_name}, please confirm your trip request`,
    blocks: [
      {
        p: 'A trip request was posted on TripTender with your email address. We keep it aside until you confirm it: no tour operator sees it before then.',
      },
      { items: [{ title: d.lead_title, detail: d.trip }] },
      { button: { label: 'Confirm my request', url: d.link } },
      {
        p: 'Did not post it? Open the link and choose "Discard", or simply ignore this email: an unconfirmed request is never shown to anyone.',
      },
      {
        note: 'The link works once and expires in 7 days. You can also confirm or discard the request from "Requests" when you log in.',
      },
    ],
  }),
  'request-not-stored': (d) => ({
    subject: 'A trip request with your email address was not posted',
    preheader: 'This address belongs to a tour operator or admin account.',
    heading: `Hi ${d.first_name}, a trip request was not posted`,
    blocks: [
      {
        p: `Someone asked for quotes on TripTender ("${d.lead_title}") with this email address. It belongs to a tour operator or admin account, so the request was not stored and no operator will see it.`,
      },
      { p: 'If it was you, please post it again with your personal email address.' },
      { note: 'If it was not you, you can ignore this email.' },
    ],
  }),
  'review-invite': (d) => ({
    subject: `How was your trip with ${d.company_name}?`,
    preheader: 'Your review helps other travellers choose.',
    heading: `Welcome back, ${d.first_name}!`,
    blocks: [
      {
        p: `We hope "${d.lead_title}" was everything you wished for. How was it with ${d.company_name}? A rating and a few words help other travellers choose their operator.`,
      },
      { button: { label: 'Write my review', url: d.link } },
    ],
  }),
  'lead-updated': (d) => ({
    subject: `A trip request you bought was changed: ${d.lead_title}`,
    preheader: d.changes.map((c) => `${c.field}: ${c.to}`).join(' · '),
    heading: 'The traveller changed their trip request',
    blocks: [
      { p: `The traveller changed "${d.lead_title}", which ${d.company_name} bought:` },
      { items: d.changes.map((c) => ({ title: c.field, detail: `${c.from} → ${c.to}` })) },
      { p: 'If you sent a quote, check that it still fits; you can edit it while it is open.' },
      { button: { label: 'See the lead', url: d.link } },
    ],
  }),
};
