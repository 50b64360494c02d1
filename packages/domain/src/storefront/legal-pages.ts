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
  return typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
}
