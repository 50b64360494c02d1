import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

/*
 * The layouts of the event and side-menu modes: only restaurants with those modes download them. On a page
 * the server drew, the browser entry preloads them (app/served-lazy-parts.ts), so they hydrate with the page.
 */
export const lazyEventHeader = preloadableLazy(() =>
  import('./event-header.tsx').then((module) => ({ default: module.EventHeader })),
);
export const lazySideMenu = preloadableLazy(() =>
  import('./side-menu.tsx').then((module) => ({ default: module.SideMenu })),
);
