import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';
import { useMenuContext, type MenuContext } from '../hooks/use-menu-context.ts';

export type { Product };

export function productsQuery(context: MenuContext, categoryId: number | null) {
  return queryOptions({
    queryKey: ['menu', 'products', categoryId, context.deliveryTime],
    queryFn: async () =>
      (
        await apiRequest<Product[]>({
          path: 'restaurant/products',
          query: { categoryId, delivery_time: context.deliveryTime },
        })
      ).data,
    enabled: context.ready && categoryId !== null,
  });
}

export function useProducts(categoryId: number | null) {
  return useQuery(productsQuery(useMenuContext(), categoryId));
}
