import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributeGroup } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';
import { useMenuContext } from '../hooks/use-menu-context.ts';

export type { AttributeGroup };

export function attributeGroupsQuery(categoryId: number, basketId: string | undefined) {
  return queryOptions({
    queryKey: ['menu', 'attributes', categoryId, basketId],
    queryFn: async () =>
      (await apiRequest<AttributeGroup[]>({ path: 'restaurant/category-attributes-items', query: { categoryId, basketId } })).data,
    staleTime: 5 * 60_000,
  });
}

export function useAttributeGroups(categoryId: number, enabled = true) {
  const { basketId } = useMenuContext();
  return useQuery({ ...attributeGroupsQuery(categoryId, basketId), enabled });
}
