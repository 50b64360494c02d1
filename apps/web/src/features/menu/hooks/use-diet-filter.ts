import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  dietFilterFromParams,
  dietFilterParams,
  passesDietFilter,
  type DietFilter,
} from '@tavola/domain/menu/diet-filter';
import type { Product } from '../api/get-products.ts';

const DIET_PARAM = 'diet';
const WITHOUT_PARAM = 'without';

/**
 * The guest's dietary filter lives in the URL (?diet=vegan&without=gluten,milk) like the shown
 * category: a link shares it and a reload keeps it. Which dish passes is passesDietFilter's rule
 * (packages/domain).
 */
export function useDietFilter() {
  const [params, setParams] = useSearchParams();
  const diet = params.get(DIET_PARAM);
  const without = params.get(WITHOUT_PARAM);
  const fromUrl = useMemo(() => dietFilterFromParams(diet, without), [diet, without]);
  // The guest's choice shows at once; the URL follows when the router's navigation ends (on a slow
  // phone a checkbox that ticks only then looks as if the tap was lost).
  const [chosen, setChosen] = useState<DietFilter | null>(null);
  useEffect(() => setChosen(null), [fromUrl]);
  const filter = chosen ?? fromUrl;

  const setFilter = useCallback(
    (next: DietFilter) => {
      setChosen(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const values = dietFilterParams(next);
          for (const [name, value] of [
            [DIET_PARAM, values.diet],
            [WITHOUT_PARAM, values.without],
          ] as const) {
            if (value === null) updated.delete(name);
            else updated.set(name, value);
          }
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { filter, setFilter };
}

/** The dishes of a list that pass the filter; the list itself when nothing is left out. */
export function filterProducts(products: Product[], filter: DietFilter): Product[] {
  const kept = products.filter((product) =>
    passesDietFilter({ vegetarian: product.vegetarian, vegan: product.vegan, allergens: product.allergy_info }, filter),
  );
  return kept.length === products.length ? products : kept;
}
