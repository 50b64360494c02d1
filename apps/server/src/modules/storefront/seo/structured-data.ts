import type { MenuSnapshot } from '../../menu/menu-snapshot.ts';
import type { DeliveryTypeRow, OpeningHoursRow, RestaurantRow } from '../../restaurant/repo.ts';
import { plainText } from './plain-text.ts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Opening hours differ per delivery type; the guest-facing hours are eat-here's, else pickup's, else delivery's. */
const HOURS_PREFERENCE = ['here', 'pickup', 'delivery'];

export interface RestaurantFacts {
  restaurant: RestaurantRow;
  deliveryTypes: DeliveryTypeRow[];
  openingHours: OpeningHoursRow[];
  menu: MenuSnapshot | null;
  /** '' when the restaurant is served at the root of its site, else '/r/{slug}'. */
  siteUrl: string;
  absolute: (url: string | null | undefined) => string | null;
}

/**
 * schema.org Restaurant with its address, telephone, opening hours and its Menu (sections and
 * items with offers) for the menu page's served HTML: search engines read it without running JS.
 */
export function restaurantJsonLd(facts: RestaurantFacts): Record<string, unknown> {
  const { restaurant, menu, absolute } = facts;
  const contact = restaurant.contact;
  const image = absolute(restaurant.theme.mainImage ?? restaurant.theme.logo ?? null);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${facts.siteUrl}/#restaurant`,
    name: restaurant.name,
    url: `${facts.siteUrl}/`,
    image,
    logo: absolute(restaurant.theme.logo ?? null),
    telephone: contact.telephone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [contact.street, contact.houseNumber].filter(Boolean).join(' '),
      postalCode: contact.postalCode,
      addressLocality: contact.city,
      addressCountry: contact.country,
    },
    servesCuisine: cuisineOf(restaurant),
    acceptsReservations: restaurant.settings.reservationTable ? 'True' : undefined,
    currenciesAccepted: restaurant.currency,
    openingHoursSpecification: openingHoursOf(facts),
    hasMenu: menu ? menuOf(menu, restaurant.currency, facts) : undefined,
  });
}

/** The cuisines the restaurant's data names (settings.servesCuisine), if any: never guessed. */
function cuisineOf(restaurant: RestaurantRow): string[] | undefined {
  const named = restaurant.settings.servesCuisine ?? [];
  return named.length ? named : undefined;
}

function openingHoursOf({ deliveryTypes, openingHours }: RestaurantFacts): Record<string, unknown>[] | undefined {
  const type =
    HOURS_PREFERENCE.map((name) => deliveryTypes.find((row) => row.name === name)).find(Boolean) ?? deliveryTypes[0];
  if (!type) return undefined;
  const rows = openingHours
    .filter((row) => row.deliveryTypeId === type.deliveryTypeId)
    .sort((a, b) => a.weekday - b.weekday || a.openAt.localeCompare(b.openAt));
  if (!rows.length) return undefined;
  return rows.map((row) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${DAYS[row.weekday] ?? 'Sunday'}`,
    opens: row.openAt,
    // schema.org has no 24:00; a close before the opening runs past midnight, as schema.org reads it.
    closes: row.closeAt === '24:00' ? '23:59' : row.closeAt,
  }));
}

function menuOf(menu: MenuSnapshot, currency: string, facts: RestaurantFacts): Record<string, unknown> {
  const sections = menu.categories
    .filter((category) => category.extra === 0)
    .map((category) => {
      const items = (menu.productIdsByCategory.get(category.id) ?? [])
        .map((id) => menu.products.get(id)?.answer)
        .filter((product) => product !== undefined)
        .map((product) =>
          compact({
            '@type': 'MenuItem',
            name: product.name,
            description: plainText(product.description),
            image: facts.absolute(product.image),
            offers: {
              '@type': 'Offer',
              price: (product.min_price ?? product.price).toFixed(2),
              priceCurrency: currency,
            },
          }),
        );
      return compact({
        '@type': 'MenuSection',
        name: category.name,
        description: plainText(category.description),
        image: facts.absolute(category.image),
        hasMenuItem: items,
      });
    })
    .filter((section) => (section.hasMenuItem as unknown[]).length > 0);
  return { '@type': 'Menu', name: facts.restaurant.name, url: `${facts.siteUrl}/`, hasMenuSection: sections };
}

/** Drops undefined, null and empty-string fields (schema.org readers prefer absent to empty). */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}
