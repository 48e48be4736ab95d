import type { ComponentProps } from 'react';
import { DiscountDialog } from '@/features/marketing/components/discount-dialog.tsx';
import { LeadMagnetSection } from '@/features/marketing/components/lead-magnet-section.tsx';
import { Benefits } from '@/features/public/components/benefits.tsx';
import { CtaButton } from '@/features/public/components/cta-button.tsx';
import { FaqList } from '@/features/public/components/faq-list.tsx';
import { Hero } from '@/features/public/components/hero.tsx';
import { PageHead } from '@/features/public/components/page-head.tsx';
import { PlacesCarousel } from '@/features/public/components/places-carousel.tsx';
import { Section } from '@/features/public/components/section.tsx';
import { Steps } from '@/features/public/components/steps.tsx';
import { StickyCtaBar } from '@/features/public/components/sticky-cta-bar.tsx';
import { Testimonials } from '@/features/public/components/testimonials.tsx';
import type { Tone } from '@/features/public/components/tone.ts';
import { useTabIcon } from '@/features/public/hooks/use-tab-icon.ts';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';

/** Everything one country's landing page says; the page itself is the same for every country. */
export type CountryContent = {
  country: 'ireland' | 'scotland';
  /** The country as written on the page ("Ireland"). */
  name: string;
  tone: Tone;
  favicon: string;
  title: string;
  description: string;
  hero: Omit<ComponentProps<typeof Hero>, 'actions'>;
  stepsIntro: string;
  steps: ComponentProps<typeof Steps>['steps'];
  places: { title: string; intro: string; items: ComponentProps<typeof PlacesCarousel>['places'] };
  benefits: { title: string; items: ComponentProps<typeof Benefits>['items'] };
  /** The benefits come before the savings guide (Scotland) or after it (Ireland). */
  benefitsFirst: boolean;
  guide: { title: string; successPath: string };
  testimonials: { title: string; items: ComponentProps<typeof Testimonials>['items'] };
  faqs: ComponentProps<typeof FaqList>['faqs'];
  /** The exit-intent discount offer, on the pages that have one. */
  discount?: { successPath: string };
  stickyText: string;
  stickyButtonClass: string;
};

/** A country's landing page: hero, steps, places, benefits, savings guide, testimonials and questions. */
export function CountryPage({ content: c }: { content: CountryContent }) {
  useTabIcon(c.favicon);
  const getQuotes = () => openTripRequest({ country: c.country });
  const tone = c.tone;
  const benefits = (
    <Section id="why-us" title={c.benefits.title}>
      <Benefits items={c.benefits.items} tone={tone} />
    </Section>
  );
  const guide = (
    <LeadMagnetSection
      leadType={`lead-magnet-${c.country}`}
      country={c.country}
      title={c.guide.title}
      successPath={c.guide.successPath}
      blue={tone === 'blue'}
    />
  );
  return (
    <>
      <PageHead title={c.title} description={c.description} />
      <main>
        <Hero
          {...c.hero}
          actions={
            <CtaButton tone={tone} onClick={getQuotes}>
              {`Get ${c.name} Quotes Now`}
            </CtaButton>
          }
        />

        <Section id="how-it-works" title="How it works" intro={c.stepsIntro}>
          <Steps steps={c.steps} tone={tone} />
        </Section>

        <Section id="places" title={c.places.title} intro={c.places.intro} className="bg-slate-50">
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
      {c.discount ? (
        <DiscountDialog
          leadType={`discount-claim-${c.country}`}
          country={c.country}
          countryName={c.name}
          successPath={c.discount.successPath}
        />
      ) : null}
      <StickyCtaBar
        tone={tone}
        text={c.stickyText}
        action={
          <button type="button" onClick={getQuotes} className={c.stickyButtonClass}>
            Get Quotes Now
          </button>
        }
      />
    </>
  );
}
