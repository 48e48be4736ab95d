import { lazy, Suspense, useEffect, useState } from 'react';
import { anotherDialogOpen } from './dialog-open.ts';
import type { OfferTarget } from './lead-magnet-form.tsx';

const OfferDialog = lazy(() => import('./offer-dialog.tsx'));

// once per page load, however often the visitor comes back to the page within it
let shownThisLoad = false;

/**
 * The 15% discount offer, shown once when the visitor looks like leaving: the pointer leaves
 * through the top of the window (towards the tabs or the address bar) or, on touch screens, a
 * quick scroll back up after reading some way down the page.
 */
export function ExitIntentPopup({ target }: { target: OfferTarget }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (shownThisLoad) return;
    const show = () => {
      if (shownThisLoad || anotherDialogOpen()) return;
      shownThisLoad = true;
      setOpen(true);
      stop();
    };
    const onMouseOut = (e: MouseEvent) => {
      if (!e.relatedTarget && e.clientY <= 0) show();
    };
    let lastY = window.scrollY;
    let lastT = performance.now();
    const onScroll = () => {
      const y = window.scrollY;
      const t = performance.now();
      // a flick of 250 px upwards within a third of a second, from well down the page
      if (lastY > 800 && lastY - y > 250 && t - lastT < 350) show();
      if (t - lastT > 350 || y > lastY) {
        lastY = y;
        lastT = t;
      }
    };
    const stop = () => {
      document.removeEventListener('mouseout', onMouseOut);
      window.removeEventListener('scroll', onScroll);
    };
    document.addEventListener('mouseout', onMouseOut);
    if (window.matchMedia('(hover: none)').matches) window.addEventListener('scroll', onScroll, { passive: true });
    return stop;
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OfferDialog title="Wait! Take 15% off your first booking" target={target} onClose={() => setOpen(false)}>
        Leave your email and we will reserve a 15% discount on the first trip you book through TripTender. Operators see
        your claim on the trip requests you post with the same email.
      </OfferDialog>
    </Suspense>
  );
}
