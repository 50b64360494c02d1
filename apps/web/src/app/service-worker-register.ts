import { SERVICE_WORKER_UPDATE_CHECK_MS } from '@tavola/domain/limits';
import { i18n, subscribeLanguage } from '../i18n/i18n.ts';
import { pageConfig } from '../lib/page-config.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';

/** Loaded a few seconds after the page (service-worker.ts): registration, update prompt and offline page. */
let registered: ServiceWorkerRegistration | undefined;

/**
 * 'Let's go': the waiting worker takes over and the page reloads. A page no worker controls yet (the
 * guest's first visit) sees no controller change: the new worker is active already (nothing held it
 * back) or becomes so at once, and the page reloads then.
 */
async function applyUpdate(
  updateSW: (reload: boolean) => Promise<void>,
  registration: ServiceWorkerRegistration | undefined,
) {
  if (!navigator.serviceWorker.controller) {
    const waiting = registration?.waiting;
    if (!waiting) {
      location.reload();
      return;
    }
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') location.reload();
    });
  }
  await updateSW(true);
}

export async function register(): Promise<void> {
  void keepOfflinePage();
  subscribeLanguage(() => void keepOfflinePage());
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh() {
      void keepNewestPageOnly();
      showSnackbar({
        type: 'info',
        message: i18n.t('snackbar.updatesAvailable'),
        duration: null,
        closable: false,
        confirm: { label: i18n.t('snackbar.letsGo'), onConfirm: () => void applyUpdate(updateSW, registered) },
      });
    },
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      registered = registration;
      setInterval(async () => {
        if (registration.installing || !navigator.onLine) return;
        const response = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }).catch(
          () => null,
        );
        if (response?.status === 200) await registration.update();
      }, SERVICE_WORKER_UPDATE_CHECK_MS);
    },
  });
}

/** Old index pages would boot old chunk names: drop all but the most recent one. */
async function keepNewestPageOnly(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open('pages');
  const requests = await cache.keys();
  const dated = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return { request, time: Date.parse(response?.headers.get('date') ?? '') || 0 };
    }),
  );
  dated.sort((a, b) => b.time - a.time);
  await Promise.all(dated.slice(1).map((entry) => cache.delete(entry.request)));
}

let offlinePageLang: string | null = null;

/** Fetches this restaurant's offline page in the current language into the cache the worker reads. */
async function keepOfflinePage(): Promise<void> {
  if (!('caches' in window) || offlinePageLang === i18n.language) return;
  offlinePageLang = i18n.language;
  const url = `/offline.html?slug=${encodeURIComponent(pageConfig.slug)}&lang=${i18n.language}`;
  const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return;
  const cache = await caches.open('offline');
  await cache.put(`/offline.html?base=${encodeURIComponent(pageConfig.basePath)}`, response);
}
