import { CountryPage, type CountryContent } from '../../layouts/country-page.tsx';
import { ClockIcon, PercentIcon, PinIcon, ShieldIcon } from '@/features/site/components/icons.tsx';
import { IRELAND_FAQS, IRELAND_PLACES, IRELAND_TESTIMONIALS } from '@/features/site/content/ireland.ts';

const BENEFITS = [
  {
    title: 'Operators who live here',
    text: 'Irish-based, licensed and vetted, with at least 2 years of experience.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Local rates',
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
  adjective: 'Irish',
  tone: 'green',
  description:
    'Plan your Ireland trip with local Irish tour operators. Post your trip once and compare free quotes for the Wild Atlantic Way, Dublin, Kerry and more.',
  hero: {
    title: 'See the real Ireland with a local expert',
    subtitle:
      "From the Cliffs of Moher to the Giant's Causeway: Irish tour operators compete to plan your trip. Free quotes, no obligation.",
    imageAlt: 'Green fields divided by stone walls, running to the Atlantic cliffs',
  },
  planStep: 'Dates, group size and the Ireland you want to see: cliffs, castles, pubs or all three.',
  benefits: { title: 'Why plan Ireland with a local operator?', items: BENEFITS },
  benefitsFirst: false,
  places: IRELAND_PLACES,
  testimonials: IRELAND_TESTIMONIALS,
  faqs: IRELAND_FAQS,
};

export function Component() {
  return <CountryPage content={IRELAND} />;
}
