import { ID_MAX } from '../limits.ts';

/*
 * The legal texts' addresses, apart from the route table (route-titles.ts, which re-exports them): the
 * menu's first load asks whether its address opens a legal text without carrying every route title.
 */

/**
 * The legal texts: overlays over the menu, not routes, yet linkable ('/?overlay=imprint', spec §2):
 * such an address is titled by its text.
 */
export const LEGAL_PAGES = ['about', 'privacy', 'terms', 'imprint'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export function isLegalPage(value: unknown): value is LegalPage {
  return (LEGAL_PAGES as readonly unknown[]).includes(value);
}

/**
 * Every overlay of a fixed name an address opens ('/?overlay=allergies'): the legal texts, the allergen
 * legend and the opening times. Such an address is titled by the overlay, served with it open (readable
 * without JavaScript), and opens it in the app. The legend is the storefront's own words and the opening
 * times come with the restaurant's info every page carries, so neither needs data of its own.
 */
export const ADDRESSED_OVERLAYS = [...LEGAL_PAGES, 'allergies', 'openingTime'] as const;
export type AddressedOverlay = (typeof ADDRESSED_OVERLAYS)[number];

export function isAddressedOverlay(value: unknown): value is AddressedOverlay {
  return (ADDRESSED_OVERLAYS as readonly unknown[]).includes(value);
}

/**
 * Spec §2: the opening times are linked, and their address opens them, where the restaurant shows them
 * (show_open_hours) and never under a ticketing system.
 */
export function showsOpeningTimes(restaurant: { ticketing: boolean; showOpenHours: boolean }): boolean {
  return restaurant.showOpenHours && !restaurant.ticketing;
}

/** A restaurant's information page as an overlay ('/?overlay=information:7'): titled by the page's own title. */
export type InformationOverlay = `information:${number}`;

const INFORMATION_OVERLAY = /^information:([1-9][0-9]{0,9})$/;

/** The information page an overlay's name opens, or null (not such a name, or an id no page can have). */
export function informationPageIdOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const id = Number(INFORMATION_OVERLAY.exec(value)?.[1]);
  return Number.isSafeInteger(id) && id <= ID_MAX ? id : null;
}

/** Whether an overlay has an address a guest can share and a crawler can follow (the link's href). */
export function hasOverlayAddress(value: unknown): value is AddressedOverlay | InformationOverlay {
  return isAddressedOverlay(value) || informationPageIdOf(value) !== null;
}
