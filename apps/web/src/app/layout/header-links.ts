import type { InformationPage, RestaurantInfo } from '../../api/restaurant-info.ts';
import type { OverlayName } from '../../lib/ui-state.ts';
import { showsOpeningTimes as restaurantShowsOpeningTimes } from '@tavola/domain/storefront/legal-pages';

export type HeaderLink = { label: string } & ({ overlay: OverlayName; to?: never } | { to: string; overlay?: never });

/**
 * The header's links (spec §2): About us, Terms, Privacy, Imprint only when their content exists;
 * Contact; Blog (/blogs) only with has_blog and never in event mode; Opening Time and Table
 * Reservation hidden under ticketing, each only when enabled (show_open_hours, reservation_table);
 * Allergies when enabled. Reviews (the published testimonials) where the restaurant collects them.
 * Which legal texts exist comes with the restaurant's info, so the links are there from the first byte.
 */
export function headerLinks(info: RestaurantInfo | undefined, t: (key: string) => string, event = false): HeaderLink[] {
  const links: HeaderLink[] = [];
  const legal = new Set(info?.legal_texts);
  const ticketing = info?.ticketingSystem ?? true;
  if (legal.has('about_us')) links.push({ overlay: 'about', label: t('header.aboutUs') });
  links.push({ overlay: 'contact', label: t('header.contact') });
  if (info?.has_blog && !event) links.push({ to: '/blogs', label: t('header.blog') });
  // Where guests look for them: the header (and so the footer and the phone menu), wherever reviews are collected.
  if (info?.modes.review && !event) links.push({ overlay: 'reviews', label: t('header.reviews') });
  if (showsOpeningTimes(info)) links.push({ overlay: 'openingTime', label: t('header.openingTime') });
  if (info && !ticketing && info.reservation_table)
    links.push({ overlay: 'tableReservation', label: t('header.tableReservation') });
  if (info?.allergies) links.push({ overlay: 'allergies', label: t('header.allergies') });
  if (legal.has('terms_and_conditions')) links.push({ overlay: 'terms', label: t('header.terms') });
  if (legal.has('privacy_policy')) links.push({ overlay: 'privacy', label: t('header.privacy') });
  if (legal.has('imprint')) links.push({ overlay: 'imprint', label: t('header.imprint') });
  return links;
}

/** Whether the restaurant's info links its opening times (the domain's rule). */
export function showsOpeningTimes(info: RestaurantInfo | undefined): info is RestaurantInfo {
  return (
    info !== undefined &&
    restaurantShowsOpeningTimes({ ticketing: info.ticketingSystem, showOpenHours: info.meta.show_open_hours })
  );
}

/** The information pages ('Catering and private dining', …): footer and navigation sheet links to their overlays. */
export function informationLinks(pages: InformationPage[] | undefined): HeaderLink[] {
  return (pages ?? []).map((page) => ({ overlay: `information:${page.id}`, label: page.title }));
}

export const linkKey = (link: HeaderLink) => link.overlay ?? link.to;
