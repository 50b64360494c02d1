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
 * Every overlay an address opens ('/?overlay=allergies'): the legal texts and the allergen legend. Such an
 * address is titled by the overlay, served with it open (readable without JavaScript), and opens it in the
 * app. The legend's content is the storefront's own (no restaurant text), so it needs no data.
 */
export const ADDRESSED_OVERLAYS = [...LEGAL_PAGES, 'allergies'] as const;
export type AddressedOverlay = (typeof ADDRESSED_OVERLAYS)[number];

export function isAddressedOverlay(value: unknown): value is AddressedOverlay {
  return (ADDRESSED_OVERLAYS as readonly unknown[]).includes(value);
}
