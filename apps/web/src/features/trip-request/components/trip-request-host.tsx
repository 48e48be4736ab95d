import { lazy, Suspense } from 'react';
import { useTripRequest } from '../open-trip-request.ts';

// The dialog (steps, validation, zod) is a separate chunk, loaded when someone opens it.
const TripRequestDialog = lazy(() => import('./trip-request-dialog.tsx'));

/** While the dialog's chunk loads (the first time only): a dimmed page and a spinner, so the click shows. */
function Loading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50">
      <span role="status" className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-slate-800 shadow-xl">
        <span
          aria-hidden="true"
          className="h-5 w-5 motion-safe:animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
        />
        Loading the trip request form...
      </span>
    </div>
  );
}

export function TripRequestHost() {
  const open = useTripRequest((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={<Loading />}>
      <TripRequestDialog />
    </Suspense>
  );
}
