import { describe, expect, it } from 'vitest';
import type { EmailTemplate, EmailTemplates } from '../../lib/outbox.ts';
import { renderEmail } from './templates.ts';

const link = 'https://triptender.example/set-password?token=abc';
const samples: { [T in EmailTemplate]: EmailTemplates[T] } = {
  'claim-request': { first_name: 'Maeve', link, lead_title: 'Trip to Ireland for 2 (cultural)' },
  'team-invite': { first_name: 'Niamh', company_name: 'Emerald Isle Tours', inviter_name: 'Siobhán', link },
  'savings-guide': { first_name: 'Maeve', title: 'Ireland Travel Savings Guide', country: 'ireland' },
  'discount-claim': { first_name: 'Maeve', title: 'Scotland 15% Discount Claim', country: 'scotland' },
  'new-quote': {
    first_name: 'Maeve',
    company_name: 'Emerald Isle Tours',
    lead_title: 'Trip to Ireland for 2 (cultural)',
    price: '$2,450',
    link,
  },
  'quote-updated': {
    first_name: 'Maeve',
    company_name: 'Burren Way Travel',
    lead_title: 'Trip to Ireland for 2 (sightseeing)',
    version: 2,
    changes: ['Price: $3,650 → $3,590', 'Now included: Breakfast'],
    link,
  },
  'quote-accepted': { company_name: 'Emerald Isle Tours', lead_title: 'Trip', traveller_name: 'Maeve Byrne', link },
  'quote-declined': { company_name: 'Emerald Isle Tours', lead_title: 'Trip', reason: 'Too expensive for us', link },
  'lead-purchased': { first_name: 'Maeve', lead_title: 'Trip to Ireland for 2 (cultural)', link },
  'auto-bought': {
    first_name: 'Niamh',
    company_name: 'Emerald Isle Tours',
    lead_title: 'Trip to Ireland for 2 (cultural)',
    price: '$25.00',
    quote_due: 'Tue 8 Dec, 14:00 UTC',
    link,
  },
  'auto-buy-paused': { first_name: 'Niamh', company_name: 'Emerald Isle Tours', missed: 2 },
  'low-balance': { first_name: 'Niamh', company_name: 'Emerald Isle Tours', balance: '$40.00', threshold: '$50.00' },
  'lead-refunded': {
    first_name: 'Niamh',
    company_name: 'Emerald Isle Tours',
    lead_title: 'Ireland · 4 people · 12 Jan 2027',
    amount: '$25.00',
    reason: "The traveller's email address bounced: the lead could not be reached.",
    link: 'wallet',
  },
  'message-digest': {
    first_name: 'Maeve',
    conversations: [
      { title: 'Emerald Isle Tours: Trip', from: 'Conor Walsh', count: 2, preview: 'Any dates in mind?' },
      { title: 'Highland Trails: Trip', from: 'Ewan Fraser', count: 1, preview: 'Hotels or B&Bs?' },
    ],
    link,
  },
  'password-reset': { first_name: 'Maeve', link },
  'contact-received': { name: 'Maeve', subject: 'Question about my booking' },
  'confirm-request': {
    first_name: 'Maeve',
    lead_title: 'Ireland · 4 people · 12 Jan 2027',
    trip: '10 nights from 12 Jan 2027 · Cultural',
    link: 'https://triptender.example/confirm-request?token=abc',
  },
  'confirm-reminder': {
    first_name: 'Maeve',
    lead_title: 'Ireland · 4 people · 12 Jan 2027',
    trip: '10 nights from 12 Jan 2027 · Cultural',
    link: 'https://triptender.example/confirm-request?token=abc',
    email: 'maeve@example.com',
    has_password: false,
    duplicate_of_title: 'Ireland · 4 people · 10 Jan 2027',
    requests_link: 'https://triptender.example/user/requests',
  },
  'request-not-stored': { first_name: 'Siobhán', lead_title: 'Ireland · 2 people · 3 Mar 2027' },
  'review-invite': {
    first_name: 'Maeve',
    company_name: 'Emerald Isle Tours',
    lead_title: 'Ireland · 4 people · 12 Jan 2027',
    link: 'https://triptender.example/user/requests/7',
  },
  'lead-updated': {
    company_name: 'Emerald Isle Tours',
    lead_title: 'Ireland · 5 people · 12 Jan 2027',
    changes: [{ field: 'People', from: '4', to: '5' }],
    link: 'https://triptender.example/company/leads?lead=7',
  },
  'new-lead-alert': {
    first_name: 'Niamh',
    company_name: 'Emerald Isle Tours',
    lead: {
      id: 7,
      title: 'Ireland · 4 people · 12 Jan 2027',
      facts: '10 nights · Cultural · Private tour · budget estimated $5,000+',
      signals: ['Email confirmed', 'Flights booked'],
    },
  },
  'lead-digest': {
    first_name: 'Niamh',
    company_name: 'Emerald Isle Tours',
    leads: [{ id: 7, title: 'Ireland · 4 people · 12 Jan 2027', facts: '10 nights · Cultural', signals: [] }],
    more: 2,
  },
  receipt: {
    first_name: 'Aoife',
    company_name: 'Emerald Isle Tours',
    receipt_id: 12,
    number: 'TT-2026-000123',
    date: '22 Nov 2026',
    amount: '$250.00',
    payment_reference: 'pi_3Q0abc',
    billing: {
      legal_name: 'Emerald Isle Tours Ltd',
      address: '1 Quay St, Galway',
      country: 'Ireland',
      vat_number: 'IE1234567T',
    },
    issuer_name: 'TripTender Ltd',
  },
};

/** One template rendered from its sample: its subject, and what its text and HTML hold or leave out. */
function expectRendered(
  template: EmailTemplate,
  want: { subject?: string; text?: string[]; notText?: string[]; html?: string[] },
) {
  const email = renderEmail(template, samples[template] as never);
  if (want.subject !== undefined) expect(email.subject, template).toBe(want.subject);
  for (const part of want.text ?? []) expect(email.text, template).toContain(part);
  for (const part of want.notText ?? []) expect(email.text, template).not.toContain(part);
  for (const part of want.html ?? []) expect(email.html, template).toContain(part);
}

describe('renderEmail', () => {
  it('renders every template as a subject, an HTML and a text version', () => {
    for (const template of Object.keys(samples) as EmailTemplate[]) {
      const email = renderEmail(template, samples[template] as never, { publicUrl: 'https://triptender.example' });
      expect(email.subject.length, template).toBeGreaterThan(5);
      expect(email.html, template).toMatch(/^<!doctype html>/);
      expect(email.html, template).toContain('TripTender');
      expect(email.text, template).not.toMatch(/<[a-z]/i);
      expect(email.text.length, template).toBeGreaterThan(40);
    }
  });

  it('says what each email is about, with its link in both versions', () => {
    expectRendered('password-reset', {
      subject: 'Reset your TripTender password',
      text: [`Choose a new password: ${link}`, 'expires in 2 hours'],
      html: [`href="${link}"`],
    });
    expectRendered('new-quote', {
      subject: 'New quote from Emerald Isle Tours for your trip',
      text: ['Emerald Isle Tours has quoted $2,450 for "Trip to Ireland for 2 (cultural)"'],
    });
    expectRendered('lead-purchased', { subject: 'An operator is preparing your quote' });
    expectRendered('message-digest', {
      subject: 'You have 3 unread messages on TripTender',
      text: ['- Emerald Isle Tours: Trip\n  2 new messages, latest from Conor Walsh\n  "Any dates in mind?"'],
    });
    expectRendered('quote-updated', {
      subject: 'Burren Way Travel updated their quote for your trip',
      text: ['now version 2', 'Price: $3,650 → $3,590', 'Now included: Breakfast'],
    });
    expectRendered('quote-declined', { text: ['"Too expensive for us"'] });

    const guide = renderEmail('savings-guide', samples['savings-guide'], { publicUrl: 'https://triptender.example' });
    expect(guide.text).toContain('Get FREE quotes: https://triptender.example/ireland');
    const uk = renderEmail(
      'savings-guide',
      { ...samples['savings-guide'], country: 'uk' },
      { publicUrl: 'https://x.example' },
    );
    expect(uk.text).toContain('Get FREE quotes: https://x.example/');
  });

  it('links the guide to its PDF, and says what happens to a claimed discount', () => {
    const ireland = renderEmail('savings-guide', samples['savings-guide'], { publicUrl: 'https://triptender.example' });
    expect(ireland.text).toContain('Download the guide (PDF): https://triptender.example/v1/guides/ireland');
    expect(ireland.html).toContain('href="https://triptender.example/v1/guides/ireland"');
    const all = renderEmail(
      'savings-guide',
      { ...samples['savings-guide'], country: null },
      { publicUrl: 'https://x.example' },
    );
    expect(all.text).toContain('Download the guide (PDF): https://x.example/v1/guides/all');
    // no page count or value is promised that the PDF does not bear out
    expect(ireland.text).not.toMatch(/\d+-page|\$2,000|worth/);

    const scotland = renderEmail('discount-claim', samples['discount-claim'], { publicUrl: 'https://x.example' });
    expect(scotland.text).toContain('for a trip to Scotland');
    expect(scotland.text).toContain('sees that you claimed the discount');
    expect(scotland.text).toContain('check that it says it includes the discount');
    expect(scotland.text).not.toContain('will see the discount and apply it');
    const any = renderEmail('discount-claim', { ...samples['discount-claim'], country: null });
    expect(any.text).toContain('for a trip to Ireland, Scotland or anywhere in the UK');
  });

  it('asks to confirm a request, tells a company address nothing was stored, invites a review, lists changes', () => {
    expectRendered('confirm-request', {
      subject: 'Confirm your trip request to send it to tour operators',
      text: [
        '- Ireland · 4 people · 12 Jan 2027\n  10 nights from 12 Jan 2027 · Cultural',
        'Confirm my request: https://triptender.example/confirm-request?token=abc',
        'Your request goes to tour operators once you confirm it.',
        'The link works for 7 days.',
      ],
      notText: ['separate trip'],
    });
    // the reminder of a request that repeats an earlier one: confirm only a separate trip
    expectRendered('confirm-reminder', {
      subject: 'Reminder: confirm your trip request',
      text: [
        '"Ireland · 4 people · 10 Jan 2027". Only confirm this one if it is a separate trip',
        'https://triptender.example/user/requests',
        'choose a password',
      ],
    });
    expectRendered('request-not-stored', { text: ['the request was not stored and no operator will see it'] });
    expectRendered('review-invite', {
      subject: 'How was your trip with Emerald Isle Tours?',
      text: ['Write my review: https://triptender.example/user/requests/7'],
    });
    expectRendered('lead-updated', {
      text: ['- People\n  4 → 5', 'See the lead: https://triptender.example/company/leads?lead=7'],
    });
  });

  it("warns a company's Managers and Finance that the wallet is below their alert, with the way to it", () => {
    const low = renderEmail('low-balance', samples['low-balance'], { publicUrl: 'https://triptender.example' });
    expect(low.subject).toBe('Your TripTender wallet is below $50.00');
    expect(low.text).toContain('The wallet of Emerald Isle Tours is down to $40.00, below the $50.00 alert');
    expect(low.text).toContain('Open the wallet: https://triptender.example/company/wallet');
  });

  it('escapes what users wrote and never makes a non-web link clickable', () => {
    const email = renderEmail('message-digest', {
      first_name: '<b>Eve</b>',
      conversations: [
        { title: 'x', from: '"><script>alert(1)</script>', count: 1, preview: '<img src=x onerror=alert(1)>' },
      ],
      link: 'javascript:alert(1)',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('javascript:');
    expect(email.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(email.html).toContain('href="#"');
    // the plain part shows what they wrote, not entities (docs/decisions/030-text-stored-as-written.md)
    expect(email.text).toContain('Hi <b>Eve</b>');
    expect(email.text).toContain('"<img src=x onerror=alert(1)>"');
    expect(email.text).not.toContain('&lt;');
  });
});
