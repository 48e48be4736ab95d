import { Link, useLocation } from 'react-router';
import { confirmNextStep } from '@triptender/contract/constants';
import { paths } from '@triptender/contract/paths';
import { guideEdition, guidePath } from '@triptender/contract/site-facts';
import { useGuide } from '@/lib/site-stats.ts';
import { cn } from '@/lib/cn.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import type { Tone } from './tone.ts';

// spelled out rather than taken from the landing pages' TONE, which would load their sections here
const THEME = {
  green: {
    text: 'text-brand-700',
    bg: 'bg-brand-700',
    soft: 'bg-brand-50',
    button: 'bg-brand-700 text-white hover:bg-brand-800',
  },
  blue: {
    text: 'text-sky-brand-700',
    bg: 'bg-sky-brand-700',
    soft: 'bg-blue-50',
    button: 'bg-sky-brand-700 text-white hover:bg-blue-800',
  },
} as const;

type State = {
  kind?: 'trip' | 'guide' | 'discount';
  title?: string;
  account?: boolean;
  /** The address the confirm link went to, when the request awaits it (every guest's request). */
  confirmEmail?: string | null;
} | null;

const NEXT_STEPS = {
  // a request awaiting its confirm link: nothing reaches an operator before it is followed
  confirm: [
    'Open the email we sent you and confirm your request.',
    'Tour operators then review it; those who take it on send you their quotes, and we email you as each one comes in.',
    'Compare them, ask questions in the chat, and book only if one suits you.',
  ],
  trip: [
    'Local tour operators review your request now.',
    'Operators who take it on send you their quotes; we email you as each one comes in.',
    'Compare them, ask questions in the chat, and book only if one suits you.',
  ],
  guide: [
    'Your free savings guide is on its way: check your inbox in the next minute.',
    'Not there? Look in the spam or promotions folder.',
    'Ready to plan? Post a trip request and get quotes from local experts.',
  ],
  discount: [
    'Your 15% first-booking discount is reserved: the details are in your inbox.',
    'Post your trip request with the same email: operators see your claim, and so do you next to each quote.',
    'Before you accept a quote, check that its price includes the discount.',
  ],
} as const;

/** The guide of the page's country as a direct download, with its real page count once known. */
function GuideDownload({ place, className }: { place: string; className: string }) {
  const country = place === 'Ireland' ? 'ireland' : place === 'Scotland' ? 'scotland' : undefined;
  const guide = useGuide(country);
  return (
    <p className="mt-6 text-slate-700">
      Can&apos;t wait?{' '}
      <a href={guidePath(guideEdition(country))} className={cn('font-semibold underline', className)}>
        Download the guide now (PDF{guide ? `, ${guide.pages} pages` : ''})
      </a>
    </p>
  );
}

/** After a trip request, a guide or a discount claim: what happens next, and the way back. */
export function ThankYou({
  tone,
  place,
  backTo,
  backLabel,
}: {
  tone: Tone;
  /** The country of the page, or '' for the general one. */
  place: string;
  backTo: string;
  backLabel: string;
}) {
  // what was sent comes with the navigation; the prerendered page (and a shared link) shows the trip request text
  const location = useLocation();
  const state = useHydrated() ? (location.state as State) : null;
  const kind = state?.kind ?? 'trip';
  // every guest's request awaits its link (so does the prerendered page, which has no state); a
  // logged-in traveller's is live at once unless the dialog says it awaits one too
  const awaiting = kind === 'trip' && (!state?.account || Boolean(state.confirmEmail));
  const heading =
    kind === 'guide' ? 'Your guide is on its way!' : kind === 'discount' ? 'Your discount is reserved!' : 'Thank you!';
  const lead =
    kind === 'trip'
      ? `Your ${place ? `${place} ` : ''}trip request has been received${state?.title ? `: ${state.title}` : ''}.`
      : `Thank you for joining the travellers planning their ${place ? `${place} ` : ''}trip with TripTender.`;
  return (
    <main className={cn('flex-1 px-4 py-16 sm:py-24', THEME[tone].soft)}>
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
        <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('mx-auto h-16 w-16 fill-current', THEME[tone].text)}>
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.4 14.2-4.3-4.3 1.4-1.4 2.9 2.9 6.3-6.3 1.4 1.4z" />
        </svg>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{lead}</p>
        <ol className="mt-8 space-y-3 text-left">
          {NEXT_STEPS[awaiting ? 'confirm' : kind].map((s, i) => (
            <li key={s} className="flex gap-3 text-slate-800">
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white',
                  THEME[tone].bg,
                )}
              >
                {i + 1}
              </span>
              {s}
            </li>
          ))}
        </ol>
        {kind === 'guide' ? <GuideDownload place={place} className={THEME[tone].text} /> : null}
        {awaiting ? (
          // the same words whether or not the email has an account: the page must not tell which
          <p role="status" className="mt-6 font-medium text-slate-900">
            {confirmNextStep(state?.confirmEmail ?? 'your email address')}
          </p>
        ) : kind === 'trip' ? (
          <p className="mt-6 text-slate-700">
            Follow your quotes in{' '}
            <Link to={paths.user.requests} className={cn('font-semibold underline', THEME[tone].text)}>
              your dashboard
            </Link>
            .
          </p>
        ) : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to={backTo}
            className={cn('inline-flex h-12 items-center rounded-md px-6 font-semibold shadow-sm', THEME[tone].button)}
          >
            {backLabel}
          </Link>
          <Link
            to={paths.contact}
            className="inline-flex h-12 items-center rounded-md border border-slate-300 bg-white px-6 font-semibold text-slate-900 hover:bg-slate-50"
          >
            Contact us
          </Link>
        </div>
      </div>
    </main>
  );
}
