import { useEffect } from 'react';

/**
 * Spec §2: register the service worker, look for a new version every 70 s (fetching the worker
 * file past every cache), and on an update keep only the newest cached page and ask the guest to
 * reload ('Let's go', no close button). Registered a few seconds after the page has loaded, so the
 * worker and its first caching never compete with the menu's first load on a slow phone. The
 * restaurant's offline page (its name, colour and the guest's language) is kept for the worker,
 * which shows it when a navigation fails offline (vite.config.ts).
 */
const REGISTER_DELAY_MS = 5000;

export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      // The registration code (workbox-window, the update prompt, the offline page) is not part of the first load.
      timer = setTimeout(
        () => void import('./service-worker-register.ts').then((module) => module.register()),
        REGISTER_DELAY_MS,
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);
}
