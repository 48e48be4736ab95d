// The home page's words: one module per page keeps each page's chunk to its own content.
import type { Faq, Testimonial } from './types.ts';

/** The six questions of the home page FAQ. */
export const HOME_FAQS: Faq[] = [
  {
    question: 'Is TripTender really free for travellers?',
    answer:
      'Yes. Posting a trip request, receiving quotes and messaging tour operators costs you nothing. Operators pay a small fixed fee to reply to a request, never a commission on your booking, so the price you are quoted is the price you pay.',
  },
  {
    question: 'How quickly will I receive quotes?',
    answer:
      'Operators aim to reply within about 24 hours, often with a question or two before their quote. You will get an email each time a new quote arrives.',
  },
  {
    question: 'Who are the tour operators?',
    answer:
      'Licensed local travel agents and tour operators based in Ireland, Scotland and the rest of the UK. Every one is vetted before they can quote: at least 2 years of experience, valid registration and insurance, and good standing with past travellers.',
  },
  {
    question: 'Do I have to book with one of them?',
    answer:
      'No. There is no obligation to book. Compare the quotes, ask questions in the chat, and accept one only if it suits you. If none do, simply let the request close.',
  },
  {
    question: 'How much can I save compared with booking myself?',
    answer:
      'It depends on the trip. Local operators buy hotels, drivers and guides at trade rates, and when several of them compete for your trip you compare complete offers side by side, with the price per person, and choose on value rather than on a headline price. Our free savings guide shows where the savings come from.',
  },
  {
    question: 'What happens to my contact details?',
    answer:
      'Operators see your trip details first. Only an operator who takes on your request sees your email and phone number, and at most five operators can do so. We never sell your data.',
  },
];

export const HOME_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Four operators came back within a day. The one we chose planned ten days around Kerry and Connemara for less than the hotels alone would have cost us.',
    name: 'Rebecca M.',
    from: 'Boston, MA',
    trip: '10 days in Ireland',
    rating: 5,
  },
  {
    quote:
      'I hate planning, so posting one request and comparing quotes side by side was perfect. Our guide in the Highlands felt like a friend by the end.',
    name: 'David K.',
    from: 'Toronto, ON',
    trip: '8 days in Scotland',
    rating: 5,
  },
  {
    quote:
      'We travelled with my parents, who do not walk far. Every quote took that into account, and the chat made it easy to ask about step-free hotels.',
    name: 'Priya S.',
    from: 'Sydney, Australia',
    trip: '12 days in the UK and Ireland',
    rating: 5,
  },
];
