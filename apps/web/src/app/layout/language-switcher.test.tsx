import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { StorefrontConfig } from '@tavola/domain/schemas/storefront-config';
import { setTextsSource } from '../../i18n/i18n.ts';
import { setPageConfigSource } from '../../lib/page-config.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The switcher as the server renders it, for a restaurant offering these languages. */
function switcherFor(languages: StorefrontConfig['languages'], lang: StorefrontConfig['lang']): string {
  setPageConfigSource(() => ({ lang, languages }) as StorefrontConfig);
  setTextsSource(() => ({ language: lang, revision: 1, translate: (key) => key }));
  return renderToStaticMarkup(<LanguageSwitcher />);
}

const optionsOf = (html: string) => [...html.matchAll(/<option value="(\w+)"/g)].map((match) => match[1]);

afterAll(() => {
  setPageConfigSource(() => {
    throw new Error('no page config outside a test');
  });
});

describe('the storefront language switcher', () => {
  it('lists all four languages for a restaurant offering all four (the demo)', () => {
    expect(optionsOf(switcherFor(['de', 'en', 'fr', 'ar'], 'de'))).toEqual(['de', 'en', 'fr', 'ar']);
  });

  it('lists only the languages the restaurant offers, each named in itself', () => {
    const html = switcherFor(['de', 'en'], 'en');
    expect(optionsOf(html)).toEqual(['de', 'en']);
    expect(html).toMatch(/<option value="de"[^>]*lang="de"[^>]*>Deutsch<\/option>/);
    expect(html).toMatch(/<option value="en"[^>]*lang="en"[^>]*>English<\/option>/);
    expect(html).not.toContain('Français');
    expect(html).toContain('data-testid="language-switcher"');
  });

  it('is not there at all for a restaurant with one language', () => {
    expect(switcherFor(['fr'], 'fr')).toBe('');
  });
});
