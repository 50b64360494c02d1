import { z } from 'zod';

/**
 * The page config the server injects into every storefront HTML page as
 * `<script id="storefront-config" type="application/json">`. One web build serves every
 * restaurant: everything that differs per restaurant before the first API call lives here.
 */

export const STOREFRONT_CONFIG_ELEMENT_ID = 'storefront-config';

export const storefrontModesSchema = z.object({
  catalogue: z.boolean(),
  event: z.boolean(),
  ticketing: z.boolean(),
  sideMenu: z.boolean(),
  shopProviding: z.boolean(),
  review: z.boolean(),
  newsletter: z.boolean(),
  tableService: z.boolean(),
});
export type StorefrontModes = z.infer<typeof storefrontModesSchema>;

export const storefrontConfigSchema = z.object({
  restaurantId: z.int(),
  /** The restaurant's public OAuth client (client-credentials grant); public by nature. */
  clientId: z.string(),
  clientSecret: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The restaurant's language: the default when the guest has not chosen one. */
  lang: z.enum(['de', 'en', 'fr', 'ar']),
  /**
   * The languages guests are offered (storefront/offered-languages.ts): the switcher lists them, a
   * wanted language outside them falls back to `lang`, which is always among them.
   */
  languages: z.array(z.enum(['de', 'en', 'fr', 'ar'])).min(1),
  currency: z.enum(['EUR', 'USD', 'GBP']),
  timeZone: z.string(),
  /** Where the storefront's routes start: '' at / or on its own host name, '/r/{slug}' otherwise. */
  basePath: z.string(),
  theme: z.object({
    /** '#rrggbb'; green unless the restaurant chose another colour. */
    primaryColor: z.string(),
    logo: z.string().nullable(),
    logoShape: z.enum(['square', 'round']),
    mainImage: z.string().nullable(),
  }),
  modes: storefrontModesSchema,
  /** Restaurant flags the route guards need before restaurant info has loaded. */
  hasShop: z.boolean(),
  landingPage: z.boolean(),
  /** Whether guests see the blog (restaurant info's has_blog): the server renders its pages from the first byte. */
  hasBlog: z.boolean(),
});
export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;

export const DEFAULT_PRIMARY_COLOR = '#2e7d32';
