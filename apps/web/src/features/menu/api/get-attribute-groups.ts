import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributeGroup } from '@tavola/domain/schemas/menu';
import { apiRequest } from '../../../api/client.ts';

export type { AttributeGroup };

/** A category's extras: the same for every basket and delivery time. */
export function attributeGroupsQuery(categoryId: number) {
  return queryOptions({
    queryKey: ['menu', 'attributes', categoryId],
    queryFn: async () =>
      (await apiRequest<AttributeGroup[]>({ path: 'restaurant/category-attributes-items', query: { categoryId } }))
        .data,
    staleTime: 5 * 60_000,
  });
}

export function useAttributeGroups(categoryId: number, enabled = true) {
  return useQuery({ ...attributeGroupsQuery(categoryId), enabled });
}
