import { paths } from '@triptender/contract/paths';
import { LeadMagnetSection } from '@/features/marketing/components/lead-magnet-section.tsx';
import { Benefits } from '@/features/public/components/benefits.tsx';
import { CtaButton } from '@/features/public/components/cta-button.tsx';
import { FaqList } from '@/features/public/components/faq-list.tsx';
import { Hero } from '@/features/public/components/hero.tsx';
import {
  CheckBadgeIcon,
  ClipboardIcon,
  ClockIcon,
  InboxIcon,
  PercentIcon,
  PinIcon,
  ShieldIcon,
} from '@/features/public/components/icons.tsx';
import { PlacesCarousel } from '@/features/public/components/places-carousel.tsx';
import { Section } from '@/features/public/components/section.tsx';
import { Steps } from '@/features/public/components/steps.tsx';
import { StickyCtaBar } from '@/features/public/components/sticky-cta-bar.tsx';
import { Testimonials } from '@/features/public/components/testimonials.tsx';
import { IRELAND_FAQS, IRELAND_PLACES, IRELAND_TESTIMONIALS } from '@/features/public/content/ireland.ts';
import { useTabIcon } from '@/features/public/hooks/use-tab-icon.ts';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';

const getQuotes = () => openTripRequest({ country: 'ireland' });

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

export function Component() {
  useTabIcon('/favicon-ireland.svg');
  return (
    <>
      <title>Ireland Tours and Trips: Free Quotes from Local Experts | TripTender</title>
      <meta
        name="description"
        content="Plan your Ireland trip with local Irish tour operators. Post your trip once and compare free quotes for the Wild Atlantic Way, Dublin, Kerry and more."
      />
      <main>
        <Hero
          eyebrow="Ireland trips by Irish experts"
          title="See the real Ireland with a local expert"
          subtitle="From the Cliffs of Moher to the Giant's Causeway: Irish tour operators compete to plan your trip. Free quotes, no obligation."
          image="/images/hero-ireland.svg"
          imageAlt="Green fields divided by stone walls, running to the Atlantic cliffs"
          actions={<CtaButton onClick={getQuotes}>Get Ireland Quotes Now</CtaButton>}
          points={['Free to use', 'Irish-based operators', 'Save up to 40%']}
        />

        <Section id="how-it-works" title="How it works" intro="Three steps to your Ireland trip.">
          <Steps steps={STEPS} />
        </Section>

        <Section
          id="places"
          title="Places to explore in Ireland"
          intro="Where our travellers love to go. Operators build them into your route."
          className="bg-slate-50"
        >
          <PlacesCarousel places={IRELAND_PLACES} label="Carousel of places in Ireland" />
        </Section>

        <LeadMagnetSection
          leadType="lead-magnet-ireland"
          country="ireland"
          title="Get the free Ireland Travel Savings Guide"
          successPath={paths.thankYouIreland}
        />

        <Section id="why-us" title="Why plan Ireland with a local operator?">
          <Benefits items={BENEFITS} />
        </Section>

        <Section id="testimonials" title="Travellers on their Ireland trips" className="bg-slate-50">
          <Testimonials items={IRELAND_TESTIMONIALS} />
          <div className="mt-12 text-center">
            <CtaButton onClick={getQuotes}>Get Ireland Quotes Now</CtaButton>
          </div>
        </Section>

        <Section id="faq" title="Ireland trip questions">
          <div className="mx-auto max-w-3xl">
            <FaqList faqs={IRELAND_FAQS} name="ireland-faq" />
          </div>
        </Section>
      </main>
      <StickyCtaBar
        text="Ready for Ireland? Get free quotes from Irish experts."
        action={
          <button
            type="button"
            onClick={getQuotes}
            className="rounded-md bg-white px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Get Quotes Now
          </button>
        }
      />
    </>
  );
}
