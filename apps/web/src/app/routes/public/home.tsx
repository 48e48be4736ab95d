import { paths } from '@triptender/contract/paths';
import { ExitIntentPopup } from '@/features/marketing/components/exit-intent-popup.tsx';
import type { OfferTarget } from '@/features/marketing/components/lead-magnet-form.tsx';
import { LeadMagnetSection } from '@/features/marketing/components/lead-magnet-section.tsx';
import { Benefits } from '@/features/site/components/benefits.tsx';
import { CtaButton } from '@/features/site/components/cta-button.tsx';
import { FaqList } from '@/features/site/components/faq-list.tsx';
import { Hero } from '@/features/site/components/hero.tsx';
import {
  ConversationIcon,
  CheckBadgeIcon,
  ClipboardIcon,
  ClockIcon,
  GiftIcon,
  InboxIcon,
  PercentIcon,
  ShieldIcon,
} from '@/features/site/components/icons.tsx';
import { Section } from '@/features/site/components/section.tsx';
import { Steps } from '@/features/site/components/steps.tsx';
import { StickyCtaBar } from '@/features/site/components/sticky-cta-bar.tsx';
import { Testimonials } from '@/features/site/components/testimonials.tsx';
import { HOME_FAQS, HOME_TESTIMONIALS } from '@/features/site/content/home.ts';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { TravellersHelped } from '@/features/site/components/site-figures.tsx';

const getQuotes = () => openTripRequest();

const STEPS = [
  {
    title: 'Tell us about your trip',
    text: 'Where, when, how many of you and how you like to travel. It takes under 2 minutes and costs nothing.',
    icon: <ClipboardIcon />,
  },
  {
    title: 'Receive custom quotes',
    text: 'Vetted local operators send personalised itineraries and prices, with the price per person, and compete for your trip.',
    icon: <InboxIcon />,
  },
  {
    title: 'Compare and book',
    text: 'Compare side by side, chat with the operators, and book the one you love. No obligation.',
    icon: <CheckBadgeIcon />,
  },
];

const BENEFITS = [
  {
    title: 'Local experts, vetted',
    text: 'Licensed operators with at least 2 years of experience, checked before they can quote.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Local rates, competing quotes',
    text: 'Operators buy hotels, drivers and guides at trade rates, and compete to plan your trip.',
    icon: <PercentIcon />,
  },
  {
    title: 'Free, no obligation',
    text: 'Posting a request and comparing quotes is free. You only book if a quote suits you.',
    icon: <GiftIcon />,
  },
  {
    title: 'Quotes within about 24 hours',
    text: 'Operators reply fast, and we email you as each new quote arrives.',
    icon: <ClockIcon />,
  },
  {
    title: 'Talk to them directly',
    text: 'Ask questions and fine-tune your itinerary in the chat before you decide.',
    icon: <ConversationIcon />,
  },
  {
    title: 'No commission, fair prices',
    text: 'Operators pay a small fixed fee per request, never a cut of your booking.',
    icon: <CheckBadgeIcon />,
  },
];

/** The home page's guide and discount forms are for every country. */
const OFFER_TARGET: OfferTarget = { successPath: paths.thankYou };

export function Component() {
  return (
    <>
      <PageHead
        title="Free Quotes from Local Tour Operators | TripTender"
        description="Post your trip to Ireland, Scotland or the UK once and get free, competing quotes from vetted local tour operators within about 24 hours. No obligation."
      />
      <main>
        <Hero
          eyebrow="Ireland · Scotland · United Kingdom"
          title="Your dream trip, planned by local experts"
          subtitle="Tell us about your trip once. Vetted local tour operators compete to plan it, with free quotes in about 24 hours at local rates."
          image="/images/hero-home.svg"
          imageAlt="Green hills running down to a sea loch, with a castle on the shore"
          actions={<CtaButton onClick={getQuotes}>Get FREE Quotes</CtaButton>}
          points={['Free to use', 'No obligation to book', 'Under 2 minutes']}
        />

        <Section
          id="how-it-works"
          title="How it works"
          intro="One request, several local experts, the best trip for your budget."
        >
          <Steps steps={STEPS} />
        </Section>

        <Section
          id="why-us"
          title="Why travellers choose TripTender"
          intro="Booking through a local operator is how insiders travel. We make it easy."
          className="bg-slate-50"
        >
          <Benefits items={BENEFITS} />
          {/* only a figure counted from data, and only once it is large enough to mean something */}
          <TravellersHelped>
            {(count) => (
              <dl className="mx-auto mt-12 max-w-sm text-center">
                <div className="flex flex-col-reverse rounded-xl bg-white p-6 ring-1 ring-slate-200">
                  <dt className="text-slate-700">travellers helped</dt>
                  <dd className="text-4xl font-extrabold text-brand-700">{count}</dd>
                </div>
              </dl>
            )}
          </TravellersHelped>
        </Section>

        <LeadMagnetSection target={OFFER_TARGET} title="Get our free Travel Savings Guide" />

        <Section
          id="testimonials"
          title="Travellers love their trips"
          intro="Real trips planned by our local operators."
        >
          <Testimonials items={HOME_TESTIMONIALS} />
          <div className="mt-12 text-center">
            <p className="mb-4 text-lg text-slate-800">Your turn: get quotes for your own trip.</p>
            <CtaButton onClick={getQuotes}>Get FREE Quotes</CtaButton>
          </div>
        </Section>

        <Section id="faq" title="Frequently asked questions" className="bg-slate-50">
          <div className="mx-auto max-w-3xl">
            <FaqList faqs={HOME_FAQS} name="home-faq" />
          </div>
        </Section>
      </main>
      <ExitIntentPopup target={OFFER_TARGET} />
      <StickyCtaBar
        text="Get free quotes from local experts: it takes under 2 minutes."
        actionLabel="Get FREE Quotes"
        onAction={getQuotes}
      />
    </>
  );
}
