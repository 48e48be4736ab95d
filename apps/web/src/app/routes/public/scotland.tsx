import { paths } from '@triptender/contract/paths';
import { DiscountDialog } from '@/features/marketing/components/discount-dialog.tsx';
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
  MountainIcon,
  PercentIcon,
  ShieldIcon,
} from '@/features/public/components/icons.tsx';
import { PlacesCarousel } from '@/features/public/components/places-carousel.tsx';
import { Section } from '@/features/public/components/section.tsx';
import { Steps } from '@/features/public/components/steps.tsx';
import { StickyCtaBar } from '@/features/public/components/sticky-cta-bar.tsx';
import { Testimonials } from '@/features/public/components/testimonials.tsx';
import { SCOTLAND_FAQS, SCOTLAND_PLACES, SCOTLAND_TESTIMONIALS } from '@/features/public/content/scotland.ts';
import { useTabIcon } from '@/features/public/hooks/use-tab-icon.ts';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';

const getQuotes = () => openTripRequest({ country: 'scotland' });

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

/** The four benefits of the Scotland page. */
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

export function Component() {
  useTabIcon('/favicon-scotland.svg');
  return (
    <>
      <title>Scotland Tours and Trips: Free Quotes from Local Experts | TripTender</title>
      <meta
        name="description"
        content="Plan your Scotland trip with local Scottish tour operators. Post your trip once and compare free quotes for Edinburgh, the Highlands, Skye and more."
      />
      <main>
        <Hero
          eyebrow="Scotland trips by Scottish experts"
          title="Discover Scotland with a local expert"
          subtitle="Castles, lochs, the Highlands and the isles: Scottish tour operators compete to plan your trip. Free quotes, no obligation."
          image="/images/hero-scotland.svg"
          imageAlt="Purple-heathered Highland mountains above a loch, with a castle on an island"
          actions={
            <CtaButton tone="blue" onClick={getQuotes}>
              Get Scotland Quotes Now
            </CtaButton>
          }
          points={['Free to use', 'Scottish-based operators', 'Save up to 40%']}
        />

        <Section id="how-it-works" title="How it works" intro="Three steps to your Scotland trip.">
          <Steps steps={STEPS} tone="blue" />
        </Section>

        <Section
          id="places"
          title="Places to explore in Scotland"
          intro="Five favourites our operators build into unforgettable routes."
          className="bg-slate-50"
        >
          <PlacesCarousel places={SCOTLAND_PLACES} label="Carousel of places in Scotland" tone="blue" />
        </Section>

        <Section id="why-us" title="Why choose a local Scottish operator?">
          <Benefits items={BENEFITS} tone="blue" />
        </Section>

        <LeadMagnetSection
          leadType="lead-magnet-scotland"
          country="scotland"
          title="Get the free Scotland Travel Savings Guide"
          successPath={paths.thankYouScotland}
          blue
        />

        <Section id="testimonials" title="Five-star Scotland trips" className="bg-slate-50">
          <Testimonials items={SCOTLAND_TESTIMONIALS} />
          <div className="mt-12 text-center">
            <CtaButton tone="blue" onClick={getQuotes}>
              Get Scotland Quotes Now
            </CtaButton>
          </div>
        </Section>

        <Section id="faq" title="Scotland trip questions">
          <div className="mx-auto max-w-3xl">
            <FaqList faqs={SCOTLAND_FAQS} name="scotland-faq" />
          </div>
        </Section>
      </main>
      <DiscountDialog
        leadType="discount-claim-scotland"
        country="scotland"
        countryName="Scotland"
        successPath={paths.thankYouScotland}
      />
      <StickyCtaBar
        tone="blue"
        text="Ready for Scotland? Get free quotes from Scottish experts."
        action={
          <button
            type="button"
            onClick={getQuotes}
            className="rounded-md bg-white px-5 py-2 font-semibold text-sky-brand-700 hover:bg-blue-50"
          >
            Get Quotes Now
          </button>
        }
      />
    </>
  );
}
