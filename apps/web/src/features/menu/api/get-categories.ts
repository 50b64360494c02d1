import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';
import { useMenuContext, type MenuContext } from '../hooks/use-menu-context.ts';

export type { Category };

/** Categories on offer, then the extra categories (a second call with extra=1, appended: spec §4). */
export function categoriesQuery(context: MenuContext) {
  return queryOptions({
    queryKey: ['menu', 'categories', context.deliveryTime],
    queryFn: async () => {
      const query = { delivery_time: context.deliveryTime };
      const [main, extra] = await Promise.all([
        apiRequest<Category[]>({ path: 'restaurant/category', query: { ...query, extra: 0 } }),
        apiRequest<Category[]>({ path: 'restaurant/category', query: { ...query, extra: 1 } }),
      ]);
      const seen = new Set(main.data.map((category) => category.id));
      return [...main.data, ...extra.data.filter((category) => !seen.has(category.id))];
    },
    enabled: context.ready,
    placeholderData: (previous) => previous,
  });
}

export function useCategories() {
  return useQuery(categoriesQuery(useMenuContext()));
}
