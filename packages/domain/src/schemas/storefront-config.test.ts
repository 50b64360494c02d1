import { describe, expect, it } from 'vitest';
import { codesOf, issuesOf, parsed } from '../../test-support/schema-codes.ts';
import { DEFAULT_PRIMARY_COLOR, STOREFRONT_CONFIG_ELEMENT_ID, storefrontConfigSchema, storefrontModesSchema } from './storefront-config.ts';

const modes = {
  catalogue: false,
  event: true,
  ticketing: false,
  sideMenu: true,
  shopProviding: false,
  review: true,
  newsletter: false,
  tableService: true,
};

const config = {
  restaurantId: 12,
  clientId: 'storefront-12',
  clientSecret: 'pub_8f3a1c',
  slug: 'trattoria-da-luigi',
  name: 'Trattoria da Luigi',
  lang: 'de',
  languages: ['de', 'en'],
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  basePath: '/r/trattoria-da-luigi',
  theme: { primaryColor: '#2e7d32', logo: 'https://cdn.example.com/luigi/logo.png', logoShape: 'round', mainImage: 'https://cdn.example.com/luigi/hero.jpg' },
  modes,
  hasShop: false,
  landingPage: true,
  hasBlog: true,
};

describe('the storefront page config', () => {
  it('names the element the server injects it into and the default green', () => {
    expect(STOREFRONT_CONFIG_ELEMENT_ID).toBe('storefront-config');
    expect(DEFAULT_PRIMARY_COLOR).toBe('#2e7d32');
  });

  it('keeps every field of a full config, its theme and its modes', () => {
    expect(parsed(storefrontConfigSchema, config)).toEqual(config);
  });

  it('takes a restaurant at the root without a logo or main image', () => {
    const plain = { ...config, basePath: '', languages: ['en'], lang: 'en', theme: { primaryColor: '#c62828', logo: null, logoShape: 'square', mainImage: null } };
    expect(parsed(storefrontConfigSchema, plain)).toEqual(plain);
  });

  it('accepts each of its languages and currencies', () => {
    for (const lang of ['de', 'en', 'fr', 'ar']) {
      expect(parsed(storefrontConfigSchema, { ...config, lang, languages: [lang] })).toEqual({ ...config, lang, languages: [lang] });
    }
    expect(parsed(storefrontConfigSchema, { ...config, languages: ['ar', 'fr', 'en', 'de'] }).languages).toEqual(['ar', 'fr', 'en', 'de']);
    for (const currency of ['EUR', 'USD', 'GBP']) {
      expect(parsed(storefrontConfigSchema, { ...config, currency }).currency).toBe(currency);
    }
  });

  it('refuses an unknown language, no offered language, an unknown currency or logo shape', () => {
    expect(issuesOf(storefrontConfigSchema, { ...config, lang: 'it' }).map((issue) => issue.path)).toEqual(['lang']);
    expect(issuesOf(storefrontConfigSchema, { ...config, languages: ['de', 'it'] }).map((issue) => issue.path)).toEqual(['languages.1']);
    expect(issuesOf(storefrontConfigSchema, { ...config, languages: [] }).map((issue) => issue.path)).toEqual(['languages']);
    expect(issuesOf(storefrontConfigSchema, { ...config, currency: 'CHF' }).map((issue) => issue.path)).toEqual(['currency']);
    expect(issuesOf(storefrontConfigSchema, { ...config, theme: { ...config.theme, logoShape: 'oval' } }).map((issue) => issue.path)).toEqual(['theme.logoShape']);
  });

  it('refuses a restaurant id that is not a whole number and a config without modes', () => {
    expect(codesOf(storefrontConfigSchema, { ...config, restaurantId: 12.5 })).toHaveLength(1);
    const { modes: _modes, ...withoutModes } = config;
    expect(issuesOf(storefrontConfigSchema, withoutModes).map((issue) => issue.path)).toEqual(['modes']);
  });
});

describe('the storefront modes', () => {
  it('keeps every mode switch', () => {
    expect(parsed(storefrontModesSchema, modes)).toEqual(modes);
    const allOn = Object.fromEntries(Object.keys(modes).map((mode) => [mode, true]));
    expect(parsed(storefrontModesSchema, allOn)).toEqual(allOn);
  });

  it('refuses a missing switch', () => {
    const { tableService: _tableService, ...withoutTableService } = modes;
    expect(issuesOf(storefrontModesSchema, withoutTableService).map((issue) => issue.path)).toEqual(['tableService']);
  });
});
