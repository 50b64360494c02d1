import { describe, expect, it } from 'vitest';
import { ADDRESSED_OVERLAYS, isAddressedOverlay, isLegalPage, LEGAL_PAGES } from './legal-pages.ts';

describe('the legal texts an address opens', () => {
  it('are about, privacy, terms and imprint', () => {
    expect(LEGAL_PAGES).toEqual(['about', 'privacy', 'terms', 'imprint']);
    for (const page of LEGAL_PAGES) expect(isLegalPage(page), page).toBe(true);
  });

  it('do not include the allergen legend, an unknown text, a non-text or an empty value', () => {
    for (const value of ['allergies', 'Imprint', 'cookies', '', null, undefined, 42, ['imprint']]) {
      expect(isLegalPage(value), String(value)).toBe(false);
    }
  });
});

describe('the overlays an address opens', () => {
  it('are the legal texts and the allergen legend', () => {
    expect(ADDRESSED_OVERLAYS).toEqual([...LEGAL_PAGES, 'allergies']);
    for (const overlay of ['about', 'privacy', 'terms', 'imprint', 'allergies']) {
      expect(isAddressedOverlay(overlay), overlay).toBe(true);
    }
  });

  it('are nothing else: not an unknown text, a non-text or an empty value', () => {
    for (const value of ['cart', 'Allergies', '', null, undefined, 42, ['allergies']]) {
      expect(isAddressedOverlay(value), String(value)).toBe(false);
    }
  });
});
