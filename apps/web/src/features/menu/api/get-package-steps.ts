import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageStep } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';
import { useMenuContext, type MenuContext } from '../hooks/use-menu-context.ts';

export type { PackageStep };

export function packageStepsQuery(context: MenuContext, productId: number) {
  return queryOptions({
    queryKey: ['menu', 'packages', productId, context.deliveryTime],
    queryFn: async () =>
      (
        await apiRequest<PackageStep[]>({
          path: 'restaurant/product-packages',
          query: { productId, delivery_time: context.deliveryTime },
        })
      ).data,
  });
}

export function usePackageSteps(productId: number, enabled: boolean) {
  return useQuery({ ...packageStepsQuery(useMenuContext(), productId), enabled });
}
