import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { readPageSeed, seedPageQueries } from './app/page-seed.ts';
import { preloadServedParts } from './app/served-lazy-parts.ts';
import { refetchMenuOnLanguageChange } from './features/menu/api/seed-menu.ts';
import { changeLanguage, i18n, initialLanguage, startI18n } from './i18n/i18n.ts';
import { isLang } from './i18n/languages.ts';
import { replayEarlyTap, takeEarlyTap } from './lib/early-tap.ts';
import { adoptServedFormats } from './lib/served-formats.ts';
import { warmUpIntlOnFirstUse } from './lib/warm-up-intl.ts';
import './styles.css';

// Before anything renders: prices and the restaurant's clock without building an Intl formatter.
adoptServedFormats();

const rootElement = document.getElementById('root')!;
// The server rendered the page in this language (docs/decisions/084-server-rendering.md): the app
// hydrates in it, so its first render is the server's markup, and only then turns to the guest's own.
const rendered = rootElement.dataset.ssrLang;
const serverLang = isLang(rendered) ? rendered : null;
const wanted = initialLanguage();

// The lazy parts the server drew (the booking calendar, a mode's layout): their chunks come with the language,
// so they hydrate with the page instead of staying inert, and being drawn again under a guest's focus.
const servedParts = serverLang ? preloadServedParts() : null;

// Render once the language is loaded, so no text flashes in another language. The first render or
// hydration is a transition, so React works in slices and the page stays responsive meanwhile.
void Promise.allSettled([startI18n(serverLang ?? wanted), servedParts]).then(() => {
  const queryClient = createQueryClient();
  seedPageQueries(queryClient, readPageSeed());
  refetchMenuOnLanguageChange(queryClient);
  // A button tapped on the served page before now is pressed once the app has hydrated it.
  let earlyTap = serverLang ? takeEarlyTap() : null;
  // After hydration, so the guest's own language never meets the server's markup mid-hydration.
  let switched = false;
  const toWanted = () => {
    // The page is interactive now (tests wait for this mark before they act on a server-rendered page).
    document.documentElement.setAttribute('data-hydrated', '');
    replayEarlyTap(earlyTap);
    earlyTap = null;
    if (switched || i18n.language === wanted) return;
    switched = true;
    void changeLanguage(wanted);
  };
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onMounted={toWanted} />
    </StrictMode>
  );
  if (serverLang) {
    // As a transition too: hydration then yields to the browser every few milliseconds instead of
    // holding a phone's main thread for the whole page (a click meanwhile hydrates its part first).
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    const root = createRoot(rootElement);
    startTransition(() => root.render(app));
  }
  warmUpIntlOnFirstUse(i18n.language);
});
