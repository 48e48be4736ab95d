// The emails of the marketing offers: the free savings guide (a link to its PDF, built by
// modules/guides) and the 15% first-booking discount (what happens to it, in the words of
// domain/discount.ts). Rendered by templates.ts.
import { COUNTRY_LABELS, type Country } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { guideEdition, guidePath } from '@triptender/contract/site-facts';
import type { EmailTemplates } from '../../lib/outbox.ts';
import type { Email, RenderOptions } from './templates.ts';

/** The landing page of a country, or the home page (the UK has none of its own). */
const landing = (publicUrl: string, c: string | null) =>
  `${publicUrl}${c === 'ireland' ? paths.ireland : c === 'scotland' ? paths.scotland : paths.home}`;
const asCountry = (c: string | null) => (c && c in COUNTRY_LABELS ? (c as Country) : null);

const SAVINGS_TIPS = [
  'Travel in the shoulder months (April-May, September-October): quieter roads and lower room rates than in July and August, with most sights open.',
  'Stay two or three nights in each base instead of moving every day: operators can often get better rates for longer stays, and you spend less time packing.',
  'Ask for a self-drive itinerary with pre-booked B&Bs if you are comfortable driving on the left; a driver-guide for a day or two covers the hardest routes.',
  'Compare complete quotes, not headline prices: check what is included (breakfasts, entrance fees, ferries, insurance excess) before you choose.',
  'Book what sells out early (island ferries with a car, summer rooms on Skye or in Dingle, festival weeks) months ahead.',
];

type MarketingTemplate = 'savings-guide' | 'discount-claim';

export const MARKETING_TEMPLATES: {
  [T in MarketingTemplate]: (data: EmailTemplates[T], o: RenderOptions) => Email;
} = {
  'savings-guide': (d, o) => {
    const country = asCountry(d.country);
    const where = country ? COUNTRY_LABELS[country] : null;
    return {
      subject: `Your free ${d.title}`,
      preheader: 'Your guide as a PDF: places, seasons, what to ask operators and how to compare quotes.',
      heading: `Here is your ${d.title}, ${d.first_name}`,
      blocks: [
        {
          p: `Thanks for asking for our guide${where ? ` to travelling in ${where}` : ''}. It covers where to go and when, getting around, the questions to ask a tour operator, how to compare their quotes, a budget worksheet and a packing list.`,
        },
        ...(o.publicUrl
          ? [
              {
                button: { label: 'Download the guide (PDF)', url: `${o.publicUrl}${guidePath(guideEdition(country))}` },
              },
            ]
          : []),
        { p: 'Five habits from it that make the biggest difference to what a trip costs:' },
        { items: SAVINGS_TIPS.map((tip, i) => ({ title: `${i + 1}. ${tip}` })) },
        {
          p: 'The biggest one of all: let local operators compete for your trip. Tell us about it once, in under 2 minutes, and compare quotes for free.',
        },
        ...(o.publicUrl ? [{ button: { label: 'Get FREE quotes', url: landing(o.publicUrl, d.country) } }] : []),
      ],
    };
  },
  'discount-claim': (d, o) => {
    const country = asCountry(d.country);
    return {
      subject: 'Your 15% discount is reserved',
      preheader: 'Post your trip request with this email address: operators will see your claim.',
      heading: `Your 15% discount is reserved, ${d.first_name}`,
      blocks: [
        {
          p: `We have noted your claim to 15% off your first booking through TripTender, ${country ? `for a trip to ${COUNTRY_LABELS[country]}` : 'for a trip to Ireland, Scotland or anywhere in the UK'}.`,
        },
        {
          p: 'Post your trip request with the email address this message was sent to. Every tour operator who looks at your request sees that you claimed the discount, and you see it next to each quote you receive.',
        },
        {
          p: 'The operators apply the discount to their price themselves. Before you accept a quote, check that it says it includes the discount, and ask the operator in the chat if it does not.',
        },
        ...(o.publicUrl ? [{ button: { label: 'Post my trip request', url: landing(o.publicUrl, d.country) } }] : []),
        {
          note: 'The discount is for your first booking: once you accept a quote, your other requests no longer show it.',
        },
      ],
    };
  },
};
