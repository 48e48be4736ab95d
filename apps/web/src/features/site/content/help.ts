import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import { HOME_FAQS } from './home.ts';
import { RESPONSE_CLOCK_HELP } from './response-clock.ts';
import type { FaqGroup } from './types.ts';

/** The help centre: the home page questions and more, by topic. */
export const HELP_FAQS: FaqGroup[] = [
  { title: 'For travellers', faqs: HOME_FAQS },
  {
    title: 'Your trip request',
    faqs: [
      {
        question: 'What should I put in my trip request?',
        answer:
          'Where you want to go, when, for how long and with how many people, plus how you like to travel. The more you tell us in the special requests (interests, pace, hotel style, mobility needs, a celebration), the more precise your quotes will be. It takes under 2 minutes.',
      },
      {
        question: 'Can I change or close a request?',
        answer:
          'Yes. From your dashboard you can close a request at any time, for example once you have booked. Operators who already replied are told that it is closed. To change the dates or the group size, close it and post a new one.',
      },
      {
        question: 'I posted a request without an account. How do I see my quotes?',
        answer:
          'We email you a link right after you post. Open it, choose a password, and you land on your request with every quote it has received. The link works for 7 days; after that, use "Forgot password?" on the login page.',
      },
      {
        question: 'Which destinations do you cover?',
        answer:
          'Ireland (the Republic and Northern Ireland), Scotland, and England and Wales as the rest of the United Kingdom. Multi-country trips are welcome: choose the country where most of the trip happens and describe the rest in your special requests.',
      },
    ],
  },
  {
    title: 'Quotes and booking',
    faqs: [
      {
        question: 'What does a quote include?',
        answer:
          'A total price and the price per person, the trip duration, what is and is not included (hotels, transport, guides, entry fees, flights), how long the price is valid, and a personal message from the operator.',
      },
      {
        question: 'How do I pay for my trip?',
        answer:
          'You book and pay the operator you choose directly, under their terms and with their financial protection. TripTender never takes payment from travellers.',
      },
      {
        question: 'How do I claim the 15% first-booking discount?',
        answer:
          'Claim it with your email from the offer on our pages, then post your trip request with the same email. Every operator who looks at your request sees your claim, and you see it next to each quote. Operators take it off the price themselves: check that the quote you accept says it includes the discount. An offer made on the Ireland or Scotland page covers trips to that country; the general offer covers any trip. It applies to your first booking only.',
      },
    ],
  },
  {
    title: 'For tour operators',
    faqs: [
      {
        question: 'How do I join as a tour operator?',
        answer:
          'Tell us about your business through the contact form, choosing "Agent partnership". You need at least 2 years of experience as a licensed operator or agent in Ireland, Scotland or the UK. We usually reply within two working days.',
      },
      {
        question: 'What does it cost an operator?',
        answer:
          'A fixed fee per trip request you choose to take on (currently $25), paid from a prepaid wallet. No subscription and no commission on the bookings you win.',
      },
      {
        question: 'How long do I have to quote after buying a request?',
        answer: `${RESPONSE_CLOCK_HELP.rule} ${RESPONSE_CLOCK_HELP.reason}`,
      },
      {
        question: 'Do I get my money back for a bad lead?',
        answer: `Yes. We refund the fee to your wallet by ourselves, and email you why, when the traveller cannot be reached (our email to them bounces), when the request repeats one the traveller had already posted and we merge them, or when we remove a request. For anything else, such as a phone number that does not work, report the lead from your wallet within ${BAD_LEAD_REPORT_WINDOW_DAYS} days of buying it and we check it.`,
      },
    ],
  },
  {
    title: 'Account and support',
    faqs: [
      {
        question: 'I forgot my password.',
        answer: 'Use "Forgot password?" on the login page and we will email you a link to choose a new one.',
      },
      {
        question: 'How do I reach support?',
        answer:
          'Email support@triptender.example (we answer within 4 hours during support hours), call us from 9 AM-6 PM EST on weekdays, or use the contact form. Travellers already on a trip have a 24/7 emergency line.',
      },
    ],
  },
];
