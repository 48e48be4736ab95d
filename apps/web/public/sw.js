// The portals' service worker (decision 032): it shows a push and opens the page it names. Nothing is
// cached and there is no fetch handler, so every request goes to the network as if it were not here.
// Served with Cache-Control no-cache (apps/api/src/plugins/web.ts), so a deploy's new copy is seen at once.
/* global self */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A push's payload is PushPayload (packages/contract/src/push.ts): { title, body, url, tag }.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || 'TripTender', {
      body: payload.body || '',
      tag: payload.tag || undefined,
      icon: '/icon-192.png',
      data: { url: payload.url || '/company/overview' },
    }),
  );
});

/** The page to open: a path or URL of this site only. */
function target(url) {
  const page = new URL(url || '/company/overview', self.location.origin);
  return page.origin === self.location.origin ? page.href : new URL('/company/overview', self.location.origin).href;
}

// Focus a window of the site already open (a portal one first) and take it to the page, else open one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = target(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((c) => new URL(c.url).pathname.startsWith('/company/')) ||
        windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) {
        try {
          // navigate() works on a window this worker controls (clients.claim() takes the open ones)
          const focused = await open.focus();
          if (await focused.navigate(url)) return;
        } catch {
          // not controlled, or the window went away: open a new one instead
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
