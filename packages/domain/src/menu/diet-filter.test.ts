import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from '../schemas/allergens.ts';
import {
  dietFilterFromParams,
  dietFilterParams,
  dietFlags,
  DIETS,
  isDietFilterActive,
  NO_DIET_FILTER,
  passesDietFilter,
  type DietFilter,
  type FilterableDish,
} from './diet-filter.ts';

const dish = (overrides: Partial<FilterableDish> = {}): FilterableDish => ({
  vegetarian: false,
  vegan: false,
  allergens: ['milk'],
  ...overrides,
});

describe('dietFlags', () => {
  it('makes a vegan dish vegetarian too and leaves the rest as given', () => {
    expect(dietFlags({ vegetarian: false, vegan: true })).toEqual({ vegetarian: true, vegan: true });
    expect(dietFlags({ vegetarian: true, vegan: false })).toEqual({ vegetarian: true, vegan: false });
    expect(dietFlags({ vegetarian: false, vegan: false })).toEqual({ vegetarian: false, vegan: false });
  });
});

describe('passesDietFilter', () => {
  it('keeps every dish without a filter, even one that declares no allergens', () => {
    expect(passesDietFilter(dish({ allergens: [] }), NO_DIET_FILTER)).toBe(true);
  });

  it('filters by diet flags; a vegan dish is vegetarian even if only vegan was set', () => {
    const vegetarian: DietFilter = { diet: 'vegetarian', without: [] };
    const vegan: DietFilter = { diet: 'vegan', without: [] };
    expect(passesDietFilter(dish({ vegetarian: true }), vegetarian)).toBe(true);
    expect(passesDietFilter(dish({ vegetarian: true }), vegan)).toBe(false);
    expect(passesDietFilter(dish({ vegan: true }), vegetarian)).toBe(true);
    expect(passesDietFilter(dish({ vegan: true }), vegan)).toBe(true);
    expect(passesDietFilter(dish(), vegetarian)).toBe(false);
  });

  it('hides a dish that declares an avoided allergen, and one that declares none at all', () => {
    const withoutGluten: DietFilter = { diet: null, without: ['gluten'] };
    expect(passesDietFilter(dish({ allergens: ['gluten', 'milk'] }), withoutGluten)).toBe(false);
    expect(passesDietFilter(dish({ allergens: ['milk'] }), withoutGluten)).toBe(true);
    expect(passesDietFilter(dish({ allergens: [] }), withoutGluten)).toBe(false);
    expect(passesDietFilter(dish({ allergens: ['milk'] }), { diet: null, without: ['gluten', 'milk'] })).toBe(false);
  });

  it('needs both the diet and the allergens to pass', () => {
    const filter: DietFilter = { diet: 'vegan', without: ['gluten'] };
    expect(passesDietFilter(dish({ vegan: true, allergens: ['soy'] }), filter)).toBe(true);
    expect(passesDietFilter(dish({ vegan: true, allergens: ['gluten'] }), filter)).toBe(false);
    expect(passesDietFilter(dish({ vegetarian: true, allergens: ['soy'] }), filter)).toBe(false);
  });
});

const allergens = fc.uniqueArray(fc.constantFrom(...ALLERGEN_CODES));
const anyDish = fc.record({ vegetarian: fc.boolean(), vegan: fc.boolean(), allergens });
const anyFilter = fc.record({ diet: fc.constantFrom(null, ...DIETS), without: allergens });

describe('passesDietFilter (properties)', () => {
  it('never shows a dish that declares an avoided allergen or misses the diet', () => {
    fc.assert(
      fc.property(anyDish, anyFilter, (d, filter) => {
        if (!passesDietFilter(d, filter)) return;
        expect(d.allergens.some((code) => filter.without.includes(code))).toBe(false);
        if (filter.diet === 'vegan') expect(d.vegan).toBe(true);
        if (filter.diet === 'vegetarian') expect(d.vegetarian || d.vegan).toBe(true);
      }),
    );
  });

  it('only narrows: a dish that passes a stricter filter passes every looser one', () => {
    fc.assert(
      fc.property(anyDish, anyFilter, fc.integer({ min: 0, max: 14 }), (d, filter, keep) => {
        const looser: DietFilter = {
          diet: filter.diet === 'vegan' ? 'vegetarian' : filter.diet,
          without: filter.without.slice(0, keep),
        };
        if (passesDietFilter(d, filter)) expect(passesDietFilter(d, looser)).toBe(true);
      }),
    );
  });

  it('reads back the URL it writes, in one canonical order', () => {
    fc.assert(
      fc.property(anyFilter, (filter) => {
        const params = dietFilterParams(filter);
        const read = dietFilterFromParams(params.diet, params.without);
        expect(read.diet).toBe(filter.diet);
        expect(new Set(read.without)).toEqual(new Set(filter.without));
        expect(dietFilterParams(read)).toEqual(params);
      }),
    );
  });
});

describe('dietFilterFromParams', () => {
  it('reads a shared link and drops what it does not know', () => {
    expect(dietFilterFromParams('vegan', 'milk,gluten')).toEqual({ diet: 'vegan', without: ['gluten', 'milk'] });
    expect(dietFilterFromParams('paleo', 'gluten,glass, milk,gluten')).toEqual({ diet: null, without: ['gluten', 'milk'] });
    expect(dietFilterFromParams(null, null)).toEqual(NO_DIET_FILTER);
    expect(dietFilterFromParams(null, '')).toEqual(NO_DIET_FILTER);
  });

  it('says when a filter is on', () => {
    expect(isDietFilterActive(NO_DIET_FILTER)).toBe(false);
    expect(isDietFilterActive({ diet: 'vegetarian', without: [] })).toBe(true);
    expect(isDietFilterActive({ diet: null, without: ['eggs'] })).toBe(true);
    expect(dietFilterParams(NO_DIET_FILTER)).toEqual({ diet: null, without: null });
  });
});
