import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { hasOverlayAddress } from '@tavola/domain/storefront/legal-pages';

/*
 * Only an address that opens an overlay ('/?overlay=imprint', '/?overlay=allergies', '/?overlay=openingTime',
 * '/?overlay=information:7') loads the sheet. The server renders it
 * whole (it waits for every lazy part); the browser hydrates around it and leaves the served markup in
 * place while the chunk loads, then drops it as the real overlay opens.
 */
const ServedLegalSheet = lazy(() => import('./served-legal-sheet.tsx'));

const subscribeNothing = () => () => {};

/**
 * Whether the markup is the server's: while it renders, and while the browser hydrates it (React then
 * renders once more with `false`). A browser-rendered page is never.
 */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/**
 * The legal text, allergen legend, opening times or information page a page's address opens, drawn by the server as an open sheet
 * so it reads without JavaScript (docs/decisions/084-server-rendering.md). Once the app runs, the
 * address opens the real overlay (use-overlay-from-url.ts) and this one is gone.
 */
export function ServedLegalText() {
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('overlay');
  const serverMarkup = useServerMarkup();
  if (!serverMarkup || !hasOverlayAddress(asked)) return null;
  return (
    <Suspense fallback={null}>
      <ServedLegalSheet overlay={asked} />
    </Suspense>
  );
}
