import { Link, useParams } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { buttonClass } from '@/components/ui/button.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { useOperatorProfile } from '@/features/public-profile/api/public-profile.ts';
import { OperatorProfile } from '@/features/public-profile/components/operator-profile.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { ApiError } from '@/lib/api-client.ts';

/** /operators/{companyId}: an operator's public profile, for travellers comparing quotes (no login needed). */
export function Component() {
  const companyId = Number(useParams().companyId);
  const profile = useOperatorProfile(companyId);
  const missing = profile.error instanceof ApiError && [404, 422].includes(profile.error.status);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      {profile.data ? (
        <>
          <PageHead
            title={`${profile.data.name} | Tour operator on TripTender`}
            description={`${profile.data.name}: reviews, badges, licence and the trips it organises, on TripTender.`}
          />
          <OperatorProfile profile={profile.data} />
        </>
      ) : missing ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <title>Operator not found | TripTender</title>
          <meta name="robots" content="noindex" />
          <h1 className="text-2xl font-semibold text-slate-900">Operator not found</h1>
          <p className="text-slate-700">There is no tour operator at this address.</p>
          <Link to={paths.home} className={buttonClass('primary')}>
            Return to Home
          </Link>
        </div>
      ) : profile.error ? (
        <>
          <title>Tour operator | TripTender</title>
          <h1 className="mb-4 text-2xl font-semibold text-slate-900">Tour operator</h1>
          <ErrorState error={profile.error} onRetry={profile.retry} />
        </>
      ) : (
        <div aria-busy="true" className="space-y-6">
          <title>Tour operator | TripTender</title>
          <h1 className="sr-only">Loading the tour operator</h1>
          <Skeleton className="h-32" />
          <Skeleton className="h-48" />
        </div>
      )}
    </main>
  );
}
