import { useEffect } from 'react';

/** The portal's service worker (apps/web/public/sw.js): it shows pushes, caches nothing (decision 032). */
export const SERVICE_WORKER_URL = '/sw.js';
/** The portal's web app manifest: installs as "TripTender for operators", opening the company overview. */
export const PORTAL_MANIFEST_URL = '/portal.webmanifest';

/**
 * Makes the company portal an installable app while it is mounted: registers the service worker (when
 * the browser has them) and points the page's manifest link at the portal's manifest, putting the
 * site's back when the portal is left. Only the portal layouts import this, so the public pages' first
 * load carries none of it (docs/marketplace.md, "Push notifications").
 */
export function usePortalApp() {
  useEffect(() => {
    if ('serviceWorker' in navigator) {
      // a failure (a browser that refuses workers in private mode) leaves the portal as it was: the card says so
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
    }
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const site = link.getAttribute('href');
    link.setAttribute('href', PORTAL_MANIFEST_URL);
    return () => {
      if (site !== null) link.setAttribute('href', site);
    };
  }, []);
}
