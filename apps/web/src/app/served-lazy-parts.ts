import { lazyTicketingBlock, servedTicketingBlock } from '../features/ticketing/lazy-ticketing-block.ts';
import { pageConfig } from '../lib/page-config.ts';
import { lazyEventHeader, lazySideMenu } from './layout/lazy-layout-parts.ts';

/**
 * The lazy parts the server drew on this page, fetched before hydration starts. A served part whose chunk is
 * still on its way stays inert: React drops a tap on it, and an update reaching it meanwhile (a desktop's
 * first render does) makes React throw the served markup away and show the part's empty placeholder until
 * the chunk arrives. The event header and the side menu are drawn on every page of their mode.
 */
export function preloadServedParts(): Promise<unknown> {
  const { event, sideMenu } = pageConfig.modes;
  return Promise.all([
    servedTicketingBlock() ? lazyTicketingBlock.preload() : null,
    event ? lazyEventHeader.preload() : null,
    sideMenu ? lazySideMenu.preload() : null,
  ]);
}
