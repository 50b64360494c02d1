import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { DEFAULT_PRIMARY_COLOR } from '@tavola/domain/schemas/storefront-config';
import { offeredLanguagesOf } from '@tavola/domain/storefront/offered-languages';
import type { RestaurantRow } from '../restaurant/repo.ts';

const LANGS = ['de', 'en', 'fr', 'ar'] as const;
const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

/**
 * The page config of a restaurant (DESIGN.md "The page config"): what the SPA needs before its
 * first API call. Everything here is public: the OAuth client is public by design (decision 002).
 */
export function pageConfigOf(restaurant: RestaurantRow, basePath: string): StorefrontConfig {
  const theme = restaurant.theme;
  const lang = (LANGS as readonly string[]).includes(restaurant.lang) ? (restaurant.lang as StorefrontConfig['lang']) : 'de';
  return {
    restaurantId: restaurant.id,
    clientId: restaurant.publicClientId,
    clientSecret: restaurant.publicClientSecret,
    slug: restaurant.slug,
    name: restaurant.name,
    lang,
    // From the row the page is served from (the languages screen writes settings.languages): no query of its own.
    languages: offeredLanguagesOf(restaurant.settings.languages, lang),
    currency: (CURRENCIES as readonly string[]).includes(restaurant.currency)
      ? (restaurant.currency as StorefrontConfig['currency'])
      : 'EUR',
    timeZone: restaurant.timeZone,
    basePath,
    theme: {
      primaryColor: /^#[0-9a-fA-F]{6}$/.test(theme.primaryColor ?? '') ? theme.primaryColor : DEFAULT_PRIMARY_COLOR,
      // The importer stores public URLs (/uploads/… or http(s)://…).
      logo: theme.logo ?? null,
      logoShape: theme.logoShape === 'round' ? 'round' : 'square',
      mainImage: theme.mainImage ?? null,
    },
    modes: {
      catalogue: restaurant.modes.catalogue,
      event: restaurant.modes.event,
      ticketing: restaurant.modes.ticketing,
      sideMenu: restaurant.modes.sideMenu,
      shopProviding: restaurant.modes.shopProviding,
      review: restaurant.modes.review,
      newsletter: restaurant.modes.newsletter,
      tableService: restaurant.modes.tableService,
    },
    hasShop: restaurant.settings.hasShop,
    landingPage: restaurant.settings.landingPage,
    hasBlog: restaurant.settings.hasBlog,
  };
}
