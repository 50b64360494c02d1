import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { useMenuContext, type MenuContext } from '../hooks/use-menu-context.ts';

/** The spec names this call's parameters `restaurant` and `basket`. */
export function pinnedProductsQuery(context: MenuContext) {
  return queryOptions({
    queryKey: ['menu', 'pinned', context.deliveryTime],
    queryFn: async () =>
      (
        await apiRequest<Product[]>({
          path: 'restaurant/pinned-products',
          query: { restaurant: pageConfig.restaurantId, delivery_time: context.deliveryTime },
        })
      ).data,
    enabled: context.ready && !pageConfig.modes.event,
  });
}

export function usePinnedProducts() {
  return useQuery(pinnedProductsQuery(useMenuContext()));
}
