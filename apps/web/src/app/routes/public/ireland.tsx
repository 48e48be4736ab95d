import { paths } from '@triptender/contract/paths';
import { CountryPage, type CountryContent } from '../../layouts/country-page.tsx';
import {
  CheckBadgeIcon,
  ClipboardIcon,
  ClockIcon,
  InboxIcon,
  PercentIcon,
  PinIcon,
  ShieldIcon,
} from '@/features/public/components/icons.tsx';
import { IRELAND_FAQS, IRELAND_PLACES, IRELAND_TESTIMONIALS } from '@/features/public/content/ireland.ts';

const STEPS = [
  {
    title: 'Tell us about your trip',
    text: 'Dates, group size and the Ireland you want to see: cliffs, castles, pubs or all three.',
    icon: <ClipboardIcon />,
  },
  {
    title: 'Receive custom quotes',
    text: 'Irish operators reply with itineraries and prices, typically 3-5 quotes within 24-48 hours.',
    icon: <InboxIcon />,
  },
  {
    title: 'Compare and book',
    text: 'Compare side by side, chat with the operators and book the trip you love. No obligation.',
    icon: <CheckBadgeIcon />,
  },
];

const BENEFITS = [
  {
    title: 'Operators who live here',
    text: 'Irish-based, licensed and vetted, with at least 2 years of experience.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Save up to 40%',
    text: 'Trade rates on hotels, castles and drivers that you cannot book online.',
    icon: <PercentIcon />,
  },
  {
    title: 'Routes that make sense',
    text: 'No five-hour drives after a long-haul flight: itineraries paced by people who drive these roads.',
    icon: <PinIcon />,
  },
  {
    title: 'Quotes in about 24 hours',
    text: 'Free and with no obligation: you only book if a quote suits you.',
    icon: <ClockIcon />,
  },
];

const IRELAND: CountryContent = {
  country: 'ireland',
  name: 'Ireland',
  tone: 'green',
  favicon: '/favicon-ireland.svg',
  title: 'Ireland Tours and Trips: Free Quotes from Local Experts | TripTender',
  description:
    'Plan your Ireland trip with local Irish tour operators. Post your trip once and compare free quotes for the Wild Atlantic Way, Dublin, Kerry and more.',
  hero: {
    eyebrow: 'Ireland trips by Irish experts',
    title: 'See the real Ireland with a local expert',
    subtitle:
      "From the Cliffs of Moher to the Giant's Causeway: Irish tour operators compete to plan your trip. Free quotes, no obligation.",
    image: '/images/hero-ireland.svg',
    imageAlt: 'Green fields divided by stone walls, running to the Atlantic cliffs',
    points: ['Free to use', 'Irish-based operators', 'Save up to 40%'],
  },
  stepsIntro: 'Three steps to your Ireland trip.',
  steps: STEPS,
  places: {
    title: 'Places to explore in Ireland',
    intro: 'Where our travellers love to go. Operators build them into your route.',
    items: IRELAND_PLACES,
  },
  benefits: { title: 'Why plan Ireland with a local operator?', items: BENEFITS },
  benefitsFirst: false,
  guide: { title: 'Get the free Ireland Travel Savings Guide', successPath: paths.thankYouIreland },
  testimonials: { title: 'Travellers on their Ireland trips', items: IRELAND_TESTIMONIALS },
  faqs: IRELAND_FAQS,
  stickyText: 'Ready for Ireland? Get free quotes from Irish experts.',
  stickyButtonClass: 'rounded-md bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50',
};

export function Component() {
  return <CountryPage content={IRELAND} />;
}
