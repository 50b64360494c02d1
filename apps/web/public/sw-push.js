/* global self, URL */
/*
 * The service worker's part in updates on the phone (decision 099), imported by the generated worker
 * (vite.config.ts, workbox importScripts). The server's message is encrypted for this browser;
 * it names the restaurant, says what happened and links the order's status page. One notification
 * per order (its tag): a newer status replaces the older one.
 */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string' || typeof message.body !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      renotify: typeof message.tag === 'string',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Always this site's own page: the path and query of the link, on the worker's origin.
  const link = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  const target = new URL(link.pathname + link.search, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
