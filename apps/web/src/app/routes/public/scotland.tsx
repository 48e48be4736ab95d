import { CountryPage, type CountryContent } from '../../layouts/country-page.tsx';
import { ClockIcon, MountainIcon, PercentIcon, ShieldIcon } from '@/features/site/components/icons.tsx';
import { SCOTLAND_FAQS, SCOTLAND_PLACES, SCOTLAND_TESTIMONIALS } from '@/features/site/content/scotland.ts';

const BENEFITS = [
  {
    title: 'Scottish experts',
    text: 'Licensed operators based in Scotland, vetted, with at least 2 years of experience.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Local rates',
    text: 'Local rates on hotels, castles, ferries and guides that you cannot book online.',
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
  adjective: 'Scottish',
  tone: 'blue',
  description:
    'Plan your Scotland trip with local Scottish tour operators. Post your trip once and compare free quotes for Edinburgh, the Highlands, Skye and more.',
  hero: {
    title: 'Discover Scotland with a local expert',
    subtitle:
      'Castles, lochs, the Highlands and the isles: Scottish tour operators compete to plan your trip. Free quotes, no obligation.',
    imageAlt: 'Purple-heathered Highland mountains above a loch, with a castle on an island',
  },
  planStep: 'Dates, group size and the Scotland you dream of: Highlands, islands, cities or whisky.',
  benefits: { title: 'Why choose a local Scottish operator?', items: BENEFITS },
  benefitsFirst: true,
  places: SCOTLAND_PLACES,
  testimonials: SCOTLAND_TESTIMONIALS,
  faqs: SCOTLAND_FAQS,
  discount: true,
};

export function Component() {
  return <CountryPage content={SCOTLAND} />;
}
