import { lazy, Suspense, useEffect, useState } from 'react';
import { anotherDialogOpen } from './dialog-open.ts';
import type { OfferTarget } from './lead-magnet-form.tsx';

const OfferDialog = lazy(() => import('./offer-dialog.tsx'));

let shownThisLoad = false;
const OFFER_DELAY_MS = 2500;

/** The discount offer that opens by itself once per page load, and closes when claimed. */
export function DiscountDialog({ target, countryName }: { target: OfferTarget; countryName: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (shownThisLoad) return;
    // a moment after the page has loaded, so the visitor sees what the page is about before the offer;
    // and never on top of a dialog the visitor opened themselves
    let timer: number | undefined;
    const arm = () => {
      timer = window.setTimeout(() => {
        if (shownThisLoad || anotherDialogOpen()) return;
        shownThisLoad = true;
        setOpen(true);
      }, OFFER_DELAY_MS);
    };
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
    return () => {
      window.removeEventListener('load', arm);
      window.clearTimeout(timer);
    };
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OfferDialog title={`Get 15% off your ${countryName} trip`} target={target} onClose={() => setOpen(false)}>
        Claim a 15% discount on your first booking with a local {countryName} operator. Post your trip request with the
        same email: the operators who quote see your claim and apply it to their price.
      </OfferDialog>
    </Suspense>
  );
}
