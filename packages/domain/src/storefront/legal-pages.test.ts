import { describe, expect, it } from 'vitest';
import {
  ADDRESSED_OVERLAYS,
  hasOverlayAddress,
  informationPageIdOf,
  isAddressedOverlay,
  isLegalPage,
  LEGAL_PAGES,
  showsOpeningTimes,
} from './legal-pages.ts';

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
  it('are the legal texts, the allergen legend and the opening times', () => {
    expect(ADDRESSED_OVERLAYS).toEqual([...LEGAL_PAGES, 'allergies', 'openingTime']);
    for (const overlay of ['about', 'privacy', 'terms', 'imprint', 'allergies', 'openingTime']) {
      expect(isAddressedOverlay(overlay), overlay).toBe(true);
    }
  });

  it('are nothing else: not an unknown text, a non-text or an empty value', () => {
    for (const value of ['cart', 'Allergies', '', null, undefined, 42, ['allergies']]) {
      expect(isAddressedOverlay(value), String(value)).toBe(false);
    }
  });
});

describe("an information page's overlay", () => {
  it('names the page by its id', () => {
    expect(informationPageIdOf('information:7')).toBe(7);
    expect(informationPageIdOf('information:2147483647')).toBe(2_147_483_647);
    expect(hasOverlayAddress('information:7')).toBe(true);
    expect(hasOverlayAddress('imprint')).toBe(true);
  });

  it('is no page for another name, a zero, a sign, a leading zero or an id beyond the database', () => {
    for (const value of [
      'information:',
      'information:0',
      'information:07',
      'information:-7',
      'information:7.5',
      'information:2147483648',
      'information:99999999999',
      'Information:7',
      ' information:7',
      'information:7 ',
      'contact',
      null,
      7,
      // Not a text, though it reads as one.
      ['information:7'],
    ]) {
      expect(informationPageIdOf(value), String(value)).toBeNull();
      expect(hasOverlayAddress(value), String(value)).toBe(false);
    }
  });
});

describe('the opening times', () => {
  it('are shown where the restaurant shows them, never under a ticketing system', () => {
    expect(showsOpeningTimes({ ticketing: false, showOpenHours: true })).toBe(true);
    expect(showsOpeningTimes({ ticketing: false, showOpenHours: false })).toBe(false);
    expect(showsOpeningTimes({ ticketing: true, showOpenHours: true })).toBe(false);
    expect(showsOpeningTimes({ ticketing: true, showOpenHours: false })).toBe(false);
  });
});
