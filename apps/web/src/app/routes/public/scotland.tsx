import { paths } from '@triptender/contract/paths';
import { CountryPage, type CountryContent } from '../../layouts/country-page.tsx';
import {
  CheckBadgeIcon,
  ClipboardIcon,
  ClockIcon,
  InboxIcon,
  MountainIcon,
  PercentIcon,
  ShieldIcon,
} from '@/features/public/components/icons.tsx';
import { SCOTLAND_FAQS, SCOTLAND_PLACES, SCOTLAND_TESTIMONIALS } from '@/features/public/content/scotland.ts';

const STEPS = [
  {
    title: 'Tell us about your trip',
    text: 'Dates, group size and the Scotland you dream of: Highlands, islands, cities or whisky.',
    icon: <ClipboardIcon />,
  },
  {
    title: 'Receive custom quotes',
    text: 'Scottish operators reply with itineraries and prices, typically 3-5 quotes within 24-48 hours.',
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
    title: 'Scottish experts',
    text: 'Licensed operators based in Scotland, vetted, with at least 2 years of experience.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Save up to 40%',
    text: 'Local rates on hotels, castles, ferries and guides, often 30-60% less on accommodation.',
    icon: <PercentIcon />,
  },
  {
    title: 'Highlands made easy',
    text: 'Single-track roads, ferries to the isles and long drives planned by people who know them.',
    icon: <MountainIcon />,
  },
  {
    title: 'Quotes in about 24 hours',
    text: 'Free and with no obligation: you only book if a quote suits you.',
    icon: <ClockIcon />,
  },
];

const SCOTLAND: CountryContent = {
  country: 'scotland',
  name: 'Scotland',
  tone: 'blue',
  favicon: '/favicon-scotland.svg',
  title: 'Scotland Tours and Trips: Free Quotes from Local Experts | TripTender',
  description:
    'Plan your Scotland trip with local Scottish tour operators. Post your trip once and compare free quotes for Edinburgh, the Highlands, Skye and more.',
  hero: {
    eyebrow: 'Scotland trips by Scottish experts',
    title: 'Discover Scotland with a local expert',
    subtitle:
      'Castles, lochs, the Highlands and the isles: Scottish tour operators compete to plan your trip. Free quotes, no obligation.',
    image: '/images/hero-scotland.svg',
    imageAlt: 'Purple-heathered Highland mountains above a loch, with a castle on an island',
    points: ['Free to use', 'Scottish-based operators', 'Save up to 40%'],
  },
  stepsIntro: 'Three steps to your Scotland trip.',
  steps: STEPS,
  places: {
    title: 'Places to explore in Scotland',
    intro: 'Five favourites our operators build into unforgettable routes.',
    items: SCOTLAND_PLACES,
  },
  benefits: { title: 'Why choose a local Scottish operator?', items: BENEFITS },
  benefitsFirst: true,
  guide: { title: 'Get the free Scotland Travel Savings Guide', successPath: paths.thankYouScotland },
  testimonials: { title: 'Five-star Scotland trips', items: SCOTLAND_TESTIMONIALS },
  faqs: SCOTLAND_FAQS,
  discount: { successPath: paths.thankYouScotland },
  stickyText: 'Ready for Scotland? Get free quotes from Scottish experts.',
  stickyButtonClass: 'rounded-md bg-white px-5 py-2 font-semibold text-sky-brand-700 hover:bg-blue-50',
};

export function Component() {
  return <CountryPage content={SCOTLAND} />;
}
