import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useMenuContext, type MenuContext } from '../hooks/use-menu-context.ts';

/** The spec names this call's parameters `restaurant` and `basket`. */
export function pinnedProductsQuery(context: MenuContext) {
  return queryOptions({
    queryKey: ['menu', 'pinned', context.deliveryTime],
    // Event mode has no pinned products (spec §4): answered as none rather than left pending, so
    // the menu still decides to show its first category.
    queryFn: async () =>
      pageConfig.modes.event
        ? []
        : (
            await apiRequest<Product[]>({
              path: 'restaurant/pinned-products',
              query: { restaurant: pageConfig.restaurantId, delivery_time: context.deliveryTime },
            })
          ).data,
    enabled: context.ready,
  });
}

export function usePinnedProducts() {
  return useQuery(pinnedProductsQuery(useMenuContext()));
}
