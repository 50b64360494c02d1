import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

/**
 * The booking calendar, loaded only by ticketing restaurants. The browser entry preloads it when the server
 * drew it (its heading is on the page), so the calendar is interactive as soon as the page is.
 */
export const lazyTicketingBlock = preloadableLazy(() => import('./components/ticketing-block.tsx'));

/** The id of the block's heading, which names the block: found on a page the server drew with the calendar. */
export const TICKETING_TITLE_ID = 'ticketing-title';

export const servedTicketingBlock = () => document.getElementById(TICKETING_TITLE_ID) !== null;
