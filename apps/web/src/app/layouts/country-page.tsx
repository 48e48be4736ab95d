import type { ComponentProps } from 'react';
import { paths } from '@triptender/contract/paths';
import { DiscountDialog } from '@/features/marketing/components/discount-dialog.tsx';
import { LeadMagnetSection } from '@/features/marketing/components/lead-magnet-section.tsx';
import { Benefits } from '@/features/site/components/benefits.tsx';
import { CtaButton } from '@/features/site/components/cta-button.tsx';
import { FaqList } from '@/features/site/components/faq-list.tsx';
import { Hero } from '@/features/site/components/hero.tsx';
import { CheckBadgeIcon, ClipboardIcon, InboxIcon } from '@/features/site/components/icons.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { PlacesCarousel } from '@/features/site/components/places-carousel.tsx';
import { Section } from '@/features/site/components/section.tsx';
import { Steps } from '@/features/site/components/steps.tsx';
import { StickyCtaBar } from '@/features/site/components/sticky-cta-bar.tsx';
import { Testimonials } from '@/features/site/components/testimonials.tsx';
import type { Tone } from '@/features/site/components/tone.ts';
import type { PlacesSection, TestimonialsSection } from '@/features/site/content/types.ts';
import { useTabIcon } from '@/features/site/hooks/use-tab-icon.ts';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';

/**
 * What one country's landing page says; the page itself, and the sentences every country page words
 * the same way around the country's name, are the same for every country.
 */
export type CountryContent = {
  country: 'ireland' | 'scotland';
  /** The country as written on the page ("Ireland"). */
  name: string;
  /** Its operators and experts ("Irish"). */
  adjective: string;
  tone: Tone;
  description: string;
  hero: Pick<ComponentProps<typeof Hero>, 'title' | 'subtitle' | 'imageAlt'>;
  /** What the first step, telling us about the trip, says for this country. */
  planStep: string;
  places: PlacesSection;
  benefits: { title: string; items: ComponentProps<typeof Benefits>['items'] };
  /** The benefits come before the savings guide (Scotland) or after it (Ireland). */
  benefitsFirst: boolean;
  testimonials: TestimonialsSection;
  faqs: ComponentProps<typeof FaqList>['faqs'];
  /** Whether the page offers the exit-intent discount. */
  discount?: boolean;
};

/** Where the savings guide and the discount forms of each country's page lead. */
const THANK_YOU_PATHS = { ireland: paths.thankYouIreland, scotland: paths.thankYouScotland } as const;

const steps = (c: CountryContent): ComponentProps<typeof Steps>['steps'] => [
  { title: 'Tell us about your trip', text: c.planStep, icon: <ClipboardIcon /> },
  {
    title: 'Receive custom quotes',
    text: `${c.adjective} operators reply with itineraries, total prices and the price per person.`,
    icon: <InboxIcon />,
  },
  {
    title: 'Compare and book',
    text: 'Compare side by side, chat with the operators and book the trip you love. No obligation.',
    icon: <CheckBadgeIcon />,
  },
];

/** A country's landing page: hero, steps, places, benefits, savings guide, testimonials and questions. */
export function CountryPage({ content: c }: { content: CountryContent }) {
  useTabIcon(`/favicon-${c.country}.svg`);
  const getQuotes = () => openTripRequest({ country: c.country });
  const tone = c.tone;
  const target = { country: c.country, successPath: THANK_YOU_PATHS[c.country] };
  const benefits = (
    <Section id="why-us" title={c.benefits.title}>
      <Benefits items={c.benefits.items} tone={tone} />
    </Section>
  );
  const guide = (
    <LeadMagnetSection target={target} title={`Get the free ${c.name} Travel Savings Guide`} blue={tone === 'blue'} />
  );
  return (
    <>
      <PageHead
        title={`${c.name} Tours and Trips: Free Quotes from Local Experts | TripTender`}
        description={c.description}
      />
      <main>
        <Hero
          {...c.hero}
          eyebrow={`${c.name} trips by ${c.adjective} experts`}
          image={`/images/hero-${c.country}.svg`}
          points={['Free to use', `${c.adjective}-based operators`, 'No obligation to book']}
          actions={
            <CtaButton tone={tone} onClick={getQuotes}>
              {`Get ${c.name} Quotes Now`}
            </CtaButton>
          }
        />

        <Section id="how-it-works" title="How it works" intro={`Three steps to your ${c.name} trip.`}>
          <Steps steps={steps(c)} tone={tone} />
        </Section>

        <Section id="places" title={`Places to explore in ${c.name}`} intro={c.places.intro} className="bg-slate-50">
          <PlacesCarousel places={c.places.items} label={`Carousel of places in ${c.name}`} tone={tone} />
        </Section>

        {c.benefitsFirst ? benefits : guide}
        {c.benefitsFirst ? guide : benefits}

        <Section id="testimonials" title={c.testimonials.title} className="bg-slate-50">
          <Testimonials items={c.testimonials.items} />
          <div className="mt-12 text-center">
            <CtaButton tone={tone} onClick={getQuotes}>
              {`Get ${c.name} Quotes Now`}
            </CtaButton>
          </div>
        </Section>

        <Section id="faq" title={`${c.name} trip questions`}>
          <div className="mx-auto max-w-3xl">
            <FaqList faqs={c.faqs} name={`${c.country}-faq`} />
          </div>
        </Section>
      </main>
      {c.discount ? <DiscountDialog target={target} countryName={c.name} /> : null}
      <StickyCtaBar
        tone={tone}
        text={`Ready for ${c.name}? Get free quotes from ${c.adjective} experts.`}
        actionLabel="Get Quotes Now"
        onAction={getQuotes}
      />
    </>
  );
}
