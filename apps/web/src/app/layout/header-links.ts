import type { LegalInfo, RestaurantInfo } from '../../api/restaurant-info.ts';
import type { OverlayName } from '../../lib/ui-state.ts';

export interface HeaderLink {
  overlay: OverlayName;
  label: string;
}

/**
 * The header's links (spec §2): legal pages only when their content exists, opening time and
 * table reservation hidden under ticketing, allergies when enabled.
 */
export function headerLinks(
  info: RestaurantInfo | undefined,
  legal: LegalInfo | undefined,
  t: (key: string) => string,
): HeaderLink[] {
  const links: HeaderLink[] = [];
  if (legal?.about_us) links.push({ overlay: 'about', label: t('header.aboutUs') });
  links.push({ overlay: 'contact', label: t('header.contact') });
  if (info && !info.ticketingSystem) links.push({ overlay: 'openingTime', label: t('header.openingTime') });
  if (info && !info.ticketingSystem && info.reservation_table) links.push({ overlay: 'tableReservation', label: t('header.tableReservation') });
  if (info?.allergies) links.push({ overlay: 'allergies', label: t('header.allergies') });
  // Where guests look for them: the header (and so the footer and the phone menu), wherever reviews are collected.
  if (info?.modes.review) links.push({ overlay: 'reviews', label: t('header.reviews') });
  if (legal?.terms_and_conditions) links.push({ overlay: 'terms', label: t('header.terms') });
  if (legal?.privacy_policy) links.push({ overlay: 'privacy', label: t('header.privacy') });
  if (legal?.imprint) links.push({ overlay: 'imprint', label: t('header.imprint') });
  return links;
}
