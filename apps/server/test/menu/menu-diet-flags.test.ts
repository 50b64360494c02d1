import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesDietFilter, type DietFilter } from '@tavola/domain/menu/diet-filter';
import type { Product } from '@tavola/domain/schemas/menu';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { categoryIdByName, getData, SUNDAY_AFTERNOON } from './menu-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => SUNDAY_AFTERNOON });
});
afterAll(() => t.close());

async function productsOf(category: string, extra = false): Promise<Product[]> {
  return getData(t, `/api/restaurant/products?categoryId=${await categoryIdByName(t, category, extra)}&lang=en`);
}

describe('the diet flags in the menu answer (what the storefront filters by)', () => {
  it("carries the demo's vegan and vegetarian dishes, every vegan one vegetarian too", async () => {
    const extras = await productsOf('Something more?', true);
    const antipasti = await productsOf('Antipasti');
    const all = [...extras, ...antipasti, ...(await productsOf('Bevande'))];
    expect(all.filter((p) => p.vegan).every((p) => p.vegetarian)).toBe(true);
    expect(extras.find((p) => p.name === 'Marinated olives')).toMatchObject({ vegetarian: true, vegan: true });
    expect(extras.find((p) => p.name === 'Garlic aioli dip')).toMatchObject({ vegetarian: true, vegan: false });
    expect(antipasti.find((p) => p.name.startsWith('Vitello'))).toMatchObject({ vegetarian: false, vegan: false });
  });

  it('gives the filter what it needs: vegetarian without gluten keeps the burrata, not the bruschetta', async () => {
    const passing = (products: Product[], filter: DietFilter) =>
      products
        .filter((p) => passesDietFilter({ vegetarian: p.vegetarian, vegan: p.vegan, allergens: p.allergy_info }, filter))
        .map((p) => p.name);
    const antipasti = await productsOf('Antipasti');
    expect(passing(antipasti, { diet: 'vegetarian', without: [] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Bruschetta/), expect.stringMatching(/^Burrata/)]),
    );
    const withoutGluten = passing(antipasti, { diet: 'vegetarian', without: ['gluten'] });
    expect(withoutGluten.some((name) => name.startsWith('Burrata'))).toBe(true);
    expect(withoutGluten.some((name) => name.startsWith('Bruschetta'))).toBe(false);
    // The still water declares no allergens: unknown, so hidden under any 'without' filter (docs/decisions/096).
    const drinks = await productsOf('Bevande');
    expect(passing(drinks, { diet: 'vegan', without: [] }).length).toBeGreaterThan(0);
    expect(passing(drinks, { diet: 'vegan', without: ['gluten'] })).toEqual([]);
  });
});
