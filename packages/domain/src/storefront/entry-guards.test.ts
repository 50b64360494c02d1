import { describe, expect, it } from 'vitest';
import { leadsToLanding } from './entry-guards.ts';

const shop = { hasShop: true, landingPage: false };

describe('the route guards (spec §2)', () => {
  it('lead nowhere else for a shop without a landing page', () => {
    for (const path of ['/', '/menu', '/menu/', '/landing', '/cart'])
      expect(leadsToLanding(path, shop), path).toBe(false);
  });

  it('lead the entry, not the menu, to the landing page when it is on', () => {
    const landing = { hasShop: true, landingPage: true };
    expect(leadsToLanding('/', landing)).toBe(true);
    expect(leadsToLanding('//', landing)).toBe(true);
    expect(leadsToLanding('/menu', landing)).toBe(false);
  });

  it('lead both menu addresses there without a shop, and nothing else', () => {
    for (const landingPage of [false, true]) {
      const noShop = { hasShop: false, landingPage };
      expect(leadsToLanding('/', noShop)).toBe(true);
      expect(leadsToLanding('/menu/', noShop)).toBe(true);
      expect(leadsToLanding('/menu//', noShop)).toBe(true);
      for (const path of ['/landing', '/blogs', '/menus', '/cart'])
        expect(leadsToLanding(path, noShop), path).toBe(false);
    }
  });
});
