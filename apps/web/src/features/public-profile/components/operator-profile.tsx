import { lazy, type ReactNode, Suspense } from 'react';
import type { CompanyPublicProfile } from '@triptender/contract/public-profile';
import { COUNTRY_LABELS, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { BADGE_MEANINGS } from '@triptender/contract/operator-profile';
import { RESPONSE_WINDOW_DAYS, responseTimePhrase } from '@triptender/contract/response-time';
import { Card } from '@/components/ui/card.tsx';
import { CompanyLogo } from '@/components/ui/company-logo.tsx';
import { Stars } from '@/components/ui/stars.tsx';

// below the fold, and the only part that needs the date library: loaded after the page shows
const OperatorReviews = lazy(() => import('./operator-reviews.tsx').then((m) => ({ default: m.OperatorReviews })));

// drawn inline: a public page, whose first load stays small without the icon library
const VerifiedIcon = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `operator-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** The words of a list of choices, or that the operator has not said. */
const listed = (items: string[]) => (items.length ? items.join(', ') : 'Not stated yet');

/**
 * An operator's public profile: who they are, what they serve, their licence (marked verified only once
 * TripTender checked it), badges with what each means, rating, reply time and written reviews.
 */
export function OperatorProfile({ profile }: { profile: CompanyPublicProfile }) {
  const { licence } = profile;
  const responses = (['quote', 'reply'] as const).flatMap((kind) => {
    const phrase = responseTimePhrase(kind, profile.response_time[kind]);
    return phrase ? [phrase] : [];
  });
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <CompanyLogo name={profile.name} url={profile.logo_url} size="lg" alt={`${profile.name} logo`} />
          <div className="min-w-0 flex-1 space-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{profile.name}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {profile.rating === null ? (
                <span>No reviews yet</span>
              ) : (
                <>
                  <Stars rating={profile.rating} />
                  <span className="font-semibold text-slate-900">{profile.rating.toFixed(1)}</span>
                  <span>average from {plural(profile.review_count, 'review')}</span>
                </>
              )}
            </p>
            <p className="text-sm text-slate-700">Member since {new Date(profile.member_since).getFullYear()}</p>
            {profile.website ? (
              <p className="text-sm">
                <a
                  href={profile.website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-2"
                >
                  {profile.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="About">
          <p className="text-sm whitespace-pre-line text-slate-800">
            {profile.about ?? 'This operator has not written about itself yet.'}
          </p>
        </Section>
        <Section title="What they offer">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-medium text-slate-900">Areas served</dt>
              <dd className="text-slate-800">{listed(profile.countries_served.map((c) => COUNTRY_LABELS[c]))}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">Trip types</dt>
              <dd className="text-slate-800">{listed(profile.trip_types_served.map((t) => TRIP_TYPE_LABELS[t]))}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">Response time</dt>
              <dd className="text-slate-800" data-testid="operator-response-time">
                {responses.length
                  ? `${responses.join('. ')}.`
                  : `Not enough trip requests or chats in the last ${RESPONSE_WINDOW_DAYS} days to tell.`}
              </dd>
            </div>
          </dl>
        </Section>
        <Section title="Licence">
          {licence ? (
            <div className="space-y-1 text-sm">
              <p className="text-slate-800">
                Tour operator licence number <strong className="text-slate-900">{licence.number}</strong>
              </p>
              {licence.verified ? (
                <p className="flex items-center gap-1.5 font-semibold text-brand-800">
                  <VerifiedIcon /> Verified by TripTender
                </p>
              ) : (
                <p className="text-slate-700">Not yet verified by TripTender</p>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-700">This operator has not given a licence number.</p>
          )}
        </Section>
        <Section title="Badges">
          {profile.badges.length ? (
            <ul className="space-y-3 text-sm">
              {profile.badges.map((b) => (
                <li key={b}>
                  <p className="font-semibold text-slate-900">{b}</p>
                  <p className="text-slate-700">{BADGE_MEANINGS[b]}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No badges yet.</p>
          )}
        </Section>
      </div>

      <Section title={`Reviews (${profile.written_review_count})`}>
        <Suspense
          fallback={<div className="h-16 motion-safe:animate-pulse rounded-md bg-slate-200" aria-busy="true" />}
        >
          <OperatorReviews companyId={profile.id} total={profile.written_review_count} />
        </Suspense>
      </Section>
    </div>
  );
}
