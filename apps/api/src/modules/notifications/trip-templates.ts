// The emails of a trip request's life after it is posted: confirming a request (and its reminder),
// the notice when nothing was stored, the review invitation after the trip, and the changes a
// traveller made to a request its buyers hold. Rendered by templates.ts.
import { UNCONFIRMED_REQUEST_EXPIRY_DAYS } from '@triptender/contract/constants';
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Block, Email } from './templates.ts';

type TripTemplate = 'confirm-request' | 'confirm-reminder' | 'request-not-stored' | 'review-invite' | 'lead-updated';
type ConfirmData = EmailTemplates['confirm-request'];

/**
 * Confirm your request, or its one reminder: what happens next, said plainly. A request
 * that repeats an earlier one of the same traveller says so: confirm it only for a separate trip.
 */
function confirmEmail(d: ConfirmData, reminder: boolean): Email {
  const days = UNCONFIRMED_REQUEST_EXPIRY_DAYS;
  const blocks: Block[] = [
    {
      p: reminder
        ? 'Your trip request is still waiting for you: tour operators have not seen it yet.'
        : `Thanks for your trip request${d.email ? `. We sent this link to ${d.email}` : ''}.`,
    },
    { items: [{ title: d.lead_title, detail: d.trip }] },
    {
      p: `Your request goes to tour operators once you confirm it. Until then no operator sees it, and after ${days} days an unconfirmed request expires.`,
    },
  ];
  if (d.duplicate_of_title) {
    blocks.push({
      p: `You already have a request for these dates: "${d.duplicate_of_title}". Only confirm this one if it is a separate trip; otherwise update the request you have${d.requests_link ? ` (log in and open Requests: ${d.requests_link})` : ''}.`,
    });
  }
  blocks.push({ button: { label: 'Confirm my request', url: d.link } });
  if (d.has_password === false)
    blocks.push({ p: 'After confirming you can choose a password to see and compare your quotes.' });
  blocks.push(
    {
      p: 'Did not post it? Open the link and choose "Discard", or simply ignore this email: an unconfirmed request is never shown to anyone.',
    },
    {
      note: `The link works for ${days} days. You can also confirm or discard the request from "Requests" when you log in.`,
    },
  );
  return {
    subject: reminder
      ? 'Reminder: confirm your trip request'
      : 'Confirm your trip request to send it to tour operators',
    preheader: 'Your request goes to tour operators once you confirm it.',
    heading: reminder
      ? `Hi ${d.first_name}, your trip request is waiting`
      : `Hi ${d.first_name}, please confirm your trip request`,
    blocks,
  };
}

export const TRIP_TEMPLATES: { [T in TripTemplate]: (data: EmailTemplates[T]) => Email } = {
  'confirm-request': (d) => confirmEmail(d, false),
  'confirm-reminder': (d) => confirmEmail(d, true),
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
