import { useEffect } from 'react';
import { SERVICE_WORKER_UPDATE_CHECK_MS } from '@tavola/domain/limits';
import { i18n } from '../i18n/i18n.ts';
import { showSnackbar } from '../ui/snackbar-store.ts';

/**
 * Spec §2: register the service worker, look for a new version every 70 s (fetching the worker
 * file past every cache), and on an update keep only the newest cached page and ask the guest to
 * reload ('Let's go', no close button). Registered a few seconds after the page has loaded, so the
 * worker and its first caching never compete with the menu's first load on a slow phone.
 */
const REGISTER_DELAY_MS = 5000;

export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => void register(), REGISTER_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);
}

async function register(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh() {
      void keepNewestPageOnly();
      showSnackbar({
        type: 'info',
        message: i18n.t('snackbar.updatesAvailable'),
        duration: null,
        closable: false,
        confirm: { label: i18n.t('snackbar.letsGo'), onConfirm: () => void updateSW(true) },
      });
    },
    onRegisteredSW(swUrl, registration) {
      if (!registration) return;
      setInterval(async () => {
        if (registration.installing || !navigator.onLine) return;
        const response = await fetch(swUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } }).catch(() => null);
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
