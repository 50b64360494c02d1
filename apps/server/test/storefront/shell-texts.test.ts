import { describe, expect, it } from 'vitest';
import { ar } from '../../../web/src/i18n/ar.ts';
import { de } from '../../../web/src/i18n/de.ts';
import { en } from '../../../web/src/i18n/en.ts';
import { fr } from '../../../web/src/i18n/fr.ts';
import { SHELL_TEXTS } from '../../src/modules/storefront/menu-shell/shell-texts.ts';

describe('the menu shell texts', () => {
  it("are the storefront's own words in every language, so nothing changes when the app takes over", () => {
    for (const [lang, texts] of Object.entries({ en, de, fr, ar })) {
      expect(SHELL_TEXTS[lang as keyof typeof SHELL_TEXTS], lang).toEqual({
        home: texts.header.home,
        searchLabel: texts.menu.searchLabel,
        searchPlaceholder: texts.menu.searchPlaceholder,
        categories: texts.menu.categories,
        allCategories: texts.menu.allCategories,
        specialOffer: texts.menu.specialOffer,
        from: texts.menu.from,
      });
    }
  });
});
